import { utf8ToBytes } from '@noble/hashes/utils.js';
import { decodeDid } from './decode-did.js';
import { didMatchesPublicKey } from './did-matches-public-key.js';
import { encodeBase64url } from './encode-base64url.js';
import { DidError } from './errors.js';
import { JWT_ALGS } from './jwt-algs.js';
import { jwtSigningInput } from './jwt-signing-input.js';
import { publicKeyFromSecret } from './public-key-from-secret.js';
import { sign } from './sign.js';
import { stableStringify, type JsonValue } from './stable-stringify.js';
import { stripDidPrefix } from './strip-did-prefix.js';

export type JwtVersion = '1.0.0' | '1.1.0';

export interface SignJwtOptions {
  signerDid: string;
  secretKey: Uint8Array;
  /** Claims laid over the defaults; `''`, `null` or `undefined` removes a claim, as in the reference. */
  payload?: Record<string, JsonValue | undefined>;
  /** `1.1.0` (default) signs SHA3-256 of `header.body`, `1.0.0` the raw bytes (ed25519 only). */
  version?: JwtVersion;
}

const LIFETIME_SECONDS = 300;

function encodeSegment(value: JsonValue): string {
  return encodeBase64url(utf8ToBytes(stableStringify(value)));
}

/** A wallet-protocol JWT signed by `signerDid`, laid out byte-for-byte as @arcblock/jwt's `sign`. */
export function signJwt({ signerDid, secretKey, payload = {}, version = '1.1.0' }: SignJwtOptions): string {
  const { key } = decodeDid(signerDid);
  if (key === 'passkey') throw new DidError('unsupported_key_type');
  if (!didMatchesPublicKey(signerDid, publicKeyFromSecret(key, secretKey))) throw new DidError('issuer_mismatch');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `did:abt:${stripDidPrefix(signerDid)}`,
    iat: String(now),
    nbf: String(now),
    exp: String(now + LIFETIME_SECONDS),
    version,
    ...payload,
  };
  const body = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const signedPart = `${encodeSegment({ alg: JWT_ALGS[key], type: 'JWT' })}.${encodeSegment(body)}`;
  const message = jwtSigningInput(signedPart, body['version'], key);
  return `${signedPart}.${encodeBase64url(sign(key, secretKey, message))}`;
}
