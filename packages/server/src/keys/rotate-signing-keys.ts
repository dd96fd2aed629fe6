import type { JWK } from 'jose';
import type { SettingsRepository } from '../store/types.js';
import { generateEd25519Jwk } from './app-key.js';
import { generateRsaJwk, RSA_KEY_SETTING } from './oidc-rsa-key.js';
import { asSigningJwk, loadSigningKeys, readRetiredSigningKeys, RETIRED_SIGNING_KEYS_SETTING, TOKEN_SIGNING_KEY_SETTING } from './signing-keys.js';

export interface SigningKeyRotation {
  /** kids of the keys rotated out: session tokens (Ed25519), ID tokens (RSA). */
  previous: { session: string; idToken: string };
  current: { session: string; idToken: string };
  /** When the previous keys leave the JWKS and stop verifying (epoch ms). */
  retiresAt: number;
}

const kids = (session: JWK, idToken: JWK) => ({ session: session.kid!, idToken: idToken.kid! });

/**
 * New keys sign session tokens and ID tokens; the old ones are kept as retired for `graceMs` (the longest lifetime of
 * anything they signed), and retired keys past their grace are dropped. The app key, the app's identity, is untouched.
 */
export async function rotateSigningKeys(settings: SettingsRepository, graceMs: number, now = Date.now()): Promise<SigningKeyRotation> {
  const previous = await loadSigningKeys(settings, now);
  const [session, idToken] = await Promise.all([generateEd25519Jwk().then((jwk) => asSigningJwk(jwk, 'EdDSA')), generateRsaJwk()]);
  const retiresAt = now + graceMs;
  const retired = [{ jwk: previous.session, retiresAt }, { jwk: previous.idToken, retiresAt }, ...previous.retired];
  // Retired first: an instance starting between the writes then still verifies what the old keys signed.
  await settings.set(RETIRED_SIGNING_KEYS_SETTING, JSON.stringify(retired));
  await settings.set(TOKEN_SIGNING_KEY_SETTING, JSON.stringify(session));
  await settings.set(RSA_KEY_SETTING, JSON.stringify(idToken));
  return { previous: kids(previous.session, previous.idToken), current: kids(session, idToken), retiresAt };
}
