import { hkdfSync } from 'node:crypto';
import type { JWK } from 'jose';
import type { AppKey } from '../../keys/app-key.js';
import { loadSigningKeys } from '../../keys/signing-keys.js';
import type { SettingsRepository } from '../../store/types.js';

export interface AuthorizationServerKeys {
  /** Private JWKs: RS256 (ID tokens), Ed25519 (session tokens, EdDSA), then keys rotated out within their grace. */
  jwks: { keys: JWK[] };
  /** Keys that sign the authorization server's cookies, derived from the app secret so every instance shares them. */
  cookieKeys: string[];
}

/** oidc-provider signs with the first key of an algorithm, so the current keys lead and the retired ones are only published. */
export async function loadAuthorizationServerKeys(settings: SettingsRepository, appKey: AppKey, now = Date.now()): Promise<AuthorizationServerKeys> {
  const { idToken, session, retired } = await loadSigningKeys(settings, now);
  const cookieKey = Buffer.from(hkdfSync('sha256', appKey.secretKey, 'foyer-oidc', 'cookies', 32)).toString('base64url');
  return { jwks: { keys: [idToken, session, ...retired.map(({ jwk }) => jwk)] }, cookieKeys: [cookieKey] };
}
