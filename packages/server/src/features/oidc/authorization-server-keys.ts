import { hkdfSync } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadRetiredAppKeys, type AppKey } from '../../keys/app-key.js';
import type { SettingsRepository } from '../../store/types.js';

export const RSA_KEY_SETTING = 'oidc_rsa_key';

export interface AuthorizationServerKeys {
  /** Private JWKs: RS256 (what every relying party can verify, OpenID's default) and the app's Ed25519 key (session tokens, EdDSA). */
  jwks: { keys: JWK[] };
  /** Keys that sign the authorization server's cookies, derived from the app secret so every instance shares them. */
  cookieKeys: string[];
}

async function generateRsaJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The RSA key is made on first start and kept in settings; setIfAbsent lets racing instances keep the one that won. */
/** Keys rotated out within their grace period follow the current one, so oidc-provider signs with the current key and publishes both. */
export async function loadAuthorizationServerKeys(settings: SettingsRepository, appKey: AppKey, now = Date.now()): Promise<AuthorizationServerKeys> {
  const stored = (await settings.get(RSA_KEY_SETTING)) ?? (await settings.setIfAbsent(RSA_KEY_SETTING, JSON.stringify(await generateRsaJwk())));
  const privateJwk = (key: AppKey): JWK => ({ ...key.publicJwk, d: base64url(key.secretKey.slice(0, 32)) });
  const retired = (await loadRetiredAppKeys(settings, now)).filter((key) => key.kid !== appKey.kid).map(privateJwk);
  const cookieKey = Buffer.from(hkdfSync('sha256', appKey.secretKey, 'foyer-oidc', 'cookies', 32)).toString('base64url');
  return { jwks: { keys: [JSON.parse(stored) as JWK, privateJwk(appKey), ...retired] }, cookieKeys: [cookieKey] };
}
