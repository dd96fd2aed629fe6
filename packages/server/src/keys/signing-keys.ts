import { calculateJwkThumbprint, importJWK, type JWK } from 'jose';
import type { SettingsRepository } from '../store/types.js';
import { loadAppKeyJwk } from './app-key.js';
import { loadRsaJwk } from './oidc-rsa-key.js';

/** The Ed25519 key that signs session tokens once `foyer keys rotate` has run; until then the app key signs them. */
export const TOKEN_SIGNING_KEY_SETTING = 'token_signing_key';
/** Signing keys rotated out, kept so what they signed verifies (and they stay in the JWKS) until all of it has expired. */
export const RETIRED_SIGNING_KEYS_SETTING = 'signing_keys_retired';

export interface RetiredSigningKey {
  /** Private JWK with kid, alg and use. */
  jwk: JWK;
  /** Epoch ms after which nothing it signed can still be valid: it leaves the JWKS and stops verifying. */
  retiresAt: number;
}

/** Private JWKs with kid, alg and use, the form oidc-provider's `jwks` takes. */
export interface SigningKeys {
  /** Ed25519 (EdDSA): session tokens, and ID tokens for a client asking for EdDSA. */
  session: JWK;
  /** RSA (RS256): ID tokens, OpenID's default algorithm. */
  idToken: JWK;
  /** Rotated out and still within their grace. */
  retired: RetiredSigningKey[];
}

/** kid is the RFC 7638 thumbprint, so the app key keeps the kid it had when it alone signed. */
export async function asSigningJwk(jwk: JWK, alg: 'EdDSA' | 'RS256'): Promise<JWK> {
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

export async function readRetiredSigningKeys(settings: SettingsRepository): Promise<RetiredSigningKey[]> {
  const stored = await settings.get(RETIRED_SIGNING_KEYS_SETTING);
  return stored ? (JSON.parse(stored) as RetiredSigningKey[]) : [];
}

async function currentSessionJwk(settings: SettingsRepository): Promise<JWK> {
  const own = await settings.get(TOKEN_SIGNING_KEY_SETTING);
  return own ? (JSON.parse(own) as JWK) : asSigningJwk(await loadAppKeyJwk(settings), 'EdDSA');
}

const withinGrace = async (settings: SettingsRepository, now: number) => (await readRetiredSigningKeys(settings)).filter((key) => key.retiresAt > now);

/** The current keys and those retired ones still within their grace at `now`. */
export async function loadSigningKeys(settings: SettingsRepository, now = Date.now()): Promise<SigningKeys> {
  return { session: await currentSessionJwk(settings), idToken: await loadRsaJwk(settings), retired: await withinGrace(settings, now) };
}

/** An Ed25519 key as session tokens use it (the app key is one). */
export interface TokenKey {
  kid: string;
  signingKey: CryptoKey;
  verifyingKey: CryptoKey;
}

/** A key that signs or verifies session tokens; the current one never retires. */
export interface SessionTokenKey extends TokenKey {
  retiresAt: number;
}

async function sessionTokenKey(jwk: JWK, retiresAt: number): Promise<SessionTokenKey> {
  const { kty, crv, x } = jwk;
  return {
    kid: jwk.kid ?? (await calculateJwkThumbprint(jwk)),
    signingKey: (await importJWK(jwk, 'EdDSA')) as CryptoKey,
    verifyingKey: (await importJWK({ kty, crv, x }, 'EdDSA')) as CryptoKey,
    retiresAt,
  };
}

/** The session-token keys of `loadSigningKeys`: the current one first, then the retired Ed25519 ones. */
export async function loadSessionTokenKeys(settings: SettingsRepository, now = Date.now()): Promise<SessionTokenKey[]> {
  // Not loadSigningKeys: making the RSA key costs ~100 ms, and only the authorization server needs it.
  const session = await currentSessionJwk(settings);
  const retiredEd25519 = (await withinGrace(settings, now)).filter(({ jwk }) => jwk.alg === 'EdDSA' && jwk.kid !== session.kid);
  return Promise.all([sessionTokenKey(session, Number.POSITIVE_INFINITY), ...retiredEd25519.map(({ jwk, retiresAt }) => sessionTokenKey(jwk, retiresAt))]);
}
