import { didFromPublicKey } from '@foyer/did';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { SettingsRepository } from '../store/types.js';

export const APP_KEY_SETTING = 'app_key';

const JWT_ALG = 'EdDSA';

/**
 * The app's Ed25519 identity: its DID, wallet messages (@foyer/did), federation and the secrets derived from it. It never
 * rotates; it also signs session tokens until the first `foyer keys rotate` gives them a key of their own (signing-keys.ts).
 */
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

export async function generateEd25519Jwk(): Promise<JWK> {
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

/** The key's private JWK, made on first start; setIfAbsent lets instances racing on an empty database all keep the one that won. */
export async function loadAppKeyJwk(settings: SettingsRepository): Promise<JWK> {
  const stored = (await settings.get(APP_KEY_SETTING)) ?? (await settings.setIfAbsent(APP_KEY_SETTING, JSON.stringify(await generateEd25519Jwk())));
  return JSON.parse(stored) as JWK;
}

export async function loadAppKey(settings: SettingsRepository): Promise<AppKey> {
  return toAppKey(await loadAppKeyJwk(settings));
}
