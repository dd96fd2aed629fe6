import { didFromPublicKey } from '@foyer/did';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SettingsRepository } from '../store/types.js';

export const APP_KEY_SETTING = 'app_key';

const JWT_ALG = 'EdDSA';

/** The app's Ed25519 identity: it signs session tokens (jose) and wallet messages (@foyer/did). */
export interface AppKey {
  /** did:abt of the application role. */
  did: string;
  kid: string;
  publicJwk: JWK;
  publicKey: Uint8Array;
  /** seed‖public key, the 64-byte form @foyer/did signs with. */
  secretKey: Uint8Array;
  signingKey: CryptoKey;
  verifyingKey: CryptoKey;
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
  return exportJWK(privateKey);
}

const fromBase64url = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? '', 'base64url'));

async function toAppKey(privateJwk: JWK): Promise<AppKey> {
  const publicJwk: JWK = { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x };
  const publicKey = fromBase64url(privateJwk.x);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    did: `did:abt:${didFromPublicKey(publicKey, { role: 'application' })}`,
    kid,
    publicJwk: { ...publicJwk, kid, alg: JWT_ALG, use: 'sig' },
    publicKey,
    secretKey: new Uint8Array([...fromBase64url(privateJwk.d), ...publicKey]),
    signingKey: (await importJWK(privateJwk, JWT_ALG)) as CryptoKey,
    verifyingKey: (await importJWK(publicJwk, JWT_ALG)) as CryptoKey,
  };
}

/** The key made on first start; setIfAbsent lets instances racing on an empty database all keep the one that won. */
export async function loadAppKey(settings: SettingsRepository): Promise<AppKey> {
  const stored = (await settings.get(APP_KEY_SETTING)) ?? (await settings.setIfAbsent(APP_KEY_SETTING, JSON.stringify(await generatePrivateJwk())));
  return toAppKey(JSON.parse(stored) as JWK);
}

/** Keys rotated out, kept so tokens they signed verify (and stay in the JWKS) until the longest token lifetime has passed. */
export const RETIRED_APP_KEYS_SETTING = 'app_key_retired';

interface RetiredKeyRow {
  jwk: JWK;
  /** Epoch ms after which nothing it signed can still be valid: it leaves the JWKS and stops verifying. */
  retiresAt: number;
}

export interface RetiredAppKey extends AppKey {
  retiresAt: number;
}

async function readRetired(settings: SettingsRepository): Promise<RetiredKeyRow[]> {
  const stored = await settings.get(RETIRED_APP_KEYS_SETTING);
  return stored ? (JSON.parse(stored) as RetiredKeyRow[]) : [];
}

/** Rotated-out keys still within their grace period at `now`. */
export async function loadRetiredAppKeys(settings: SettingsRepository, now = Date.now()): Promise<RetiredAppKey[]> {
  const rows = (await readRetired(settings)).filter((row) => row.retiresAt > now);
  return Promise.all(rows.map(async (row) => ({ ...(await toAppKey(row.jwk)), retiresAt: row.retiresAt })));
}

export interface AppKeyRotation {
  previous: AppKey;
  current: AppKey;
  /** When the previous key leaves the JWKS and stops verifying (epoch ms). */
  retiresAt: number;
}

/**
 * A new key becomes current; the old one is kept as retired for `graceMs` (the longest session-token lifetime), and
 * retired keys past their grace are dropped. Instances read the keys when they start.
 */
export async function rotateAppKey(settings: SettingsRepository, graceMs: number, now = Date.now()): Promise<AppKeyRotation> {
  const previousJwk = JSON.parse((await settings.get(APP_KEY_SETTING)) ?? (await settings.setIfAbsent(APP_KEY_SETTING, JSON.stringify(await generatePrivateJwk())))) as JWK;
  const nextJwk = await generatePrivateJwk();
  const retiresAt = now + graceMs;
  const retired = [{ jwk: previousJwk, retiresAt }, ...(await readRetired(settings)).filter((row) => row.retiresAt > now)];
  // Retired first: an instance starting between the two writes then still verifies what the old key signed.
  await settings.set(RETIRED_APP_KEYS_SETTING, JSON.stringify(retired));
  await settings.set(APP_KEY_SETTING, JSON.stringify(nextJwk));
  return { previous: await toAppKey(previousJwk), current: await toAppKey(nextJwk), retiresAt };
}

/** Every key that may verify at `now`: the current one (no end) and the retired ones within their grace; for an instance rereading the store. */
export async function loadVerifyingAppKeys(settings: SettingsRepository, now = Date.now()): Promise<RetiredAppKey[]> {
  const current = await loadAppKey(settings);
  return [{ ...current, retiresAt: Number.POSITIVE_INFINITY }, ...(await loadRetiredAppKeys(settings, now))];
}
