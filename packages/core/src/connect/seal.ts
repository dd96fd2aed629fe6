import { FoyerError } from '../errors/foyer-error.js';

/** The page's half of a connect session: the public key travels as `_ek_`, the private key never leaves the page. */
export interface PageKey {
  publicKey: string;
  privateKey: CryptoKey;
}

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const AES = { name: 'AES-GCM', length: 256 } as const;
const POINT_BYTES = 65;
const IV_BYTES = 12;
const HKDF_INFO = new TextEncoder().encode('foyer-connect-result');

const subtle = () => globalThis.crypto.subtle;

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const importPoint = (raw: Uint8Array<ArrayBuffer>) => subtle().importKey('raw', raw, ECDH, true, []);

// The token salts the key, so a result sealed for one session cannot be passed off as another's.
async function resultKey(privateKey: CryptoKey, publicKey: CryptoKey, token: string, usage: KeyUsage): Promise<CryptoKey> {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const salt = new TextEncoder().encode(token);
  return subtle().deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: HKDF_INFO }, hkdf, AES, false, [usage]);
}

/** A P-256 key pair for one connect session; the private key cannot be exported, only used to unseal. */
export async function createPageKey(): Promise<PageKey> {
  const pair = await subtle().generateKey(ECDH, false, ['deriveBits']);
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { publicKey: toBase64url(raw), privateKey: pair.privateKey };
}

/** base64url(ephemeral P-256 point(65) ‖ iv(12) ‖ AES-256-GCM ciphertext) of `plaintext`, readable only with the page's private key. */
export async function sealForPage(pagePublicKey: string, plaintext: string, token: string): Promise<string> {
  const pagePoint = await importPoint(fromBase64url(pagePublicKey));
  const ephemeral = await subtle().generateKey(ECDH, false, ['deriveBits']);
  const key = await resultKey(ephemeral.privateKey, pagePoint, token, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  const point = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  const sealed = new Uint8Array(point.length + iv.length + ciphertext.length);
  sealed.set(point);
  sealed.set(iv, point.length);
  sealed.set(ciphertext, point.length + iv.length);
  return toBase64url(sealed);
}

/** The plaintext `sealForPage` sealed for this page and token; invalidResponse for anything else. */
export async function unsealFromServer(pagePrivateKey: CryptoKey, sealed: string, token: string): Promise<string> {
  try {
    const bytes = fromBase64url(sealed);
    const point = await importPoint(bytes.slice(0, POINT_BYTES));
    const iv = bytes.slice(POINT_BYTES, POINT_BYTES + IV_BYTES);
    const key = await resultKey(pagePrivateKey, point, token, 'decrypt');
    const plaintext = await subtle().decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(POINT_BYTES + IV_BYTES));
    return new TextDecoder().decode(plaintext);
  } catch (cause) {
    throw new FoyerError('invalidResponse', { cause });
  }
}
