import { sha3_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { SigningKeyType } from './did-types.js';
import { DidError } from './errors.js';
import type { JsonValue } from './stable-stringify.js';

/** What a JWT signature covers: SHA3-256 of `header.body` when the body's version is 1.1.0, the raw bytes otherwise. */
export function jwtSigningInput(signedPart: string, version: JsonValue | undefined, keyType: SigningKeyType): Uint8Array {
  const bytes = utf8ToBytes(signedPart);
  // The reference verifier hashes only for exactly 1.1.0, though its signer hashes for any later version too.
  if (typeof version === 'string' && /\d+\.\d+\.\d+/.exec(version)?.[0] === '1.1.0') return sha3_256(bytes);
  // Unhashed, an ECDSA signature would cover only the first 32 bytes, which are all header.
  if (keyType !== 'ed25519') throw new DidError('weak_signature');
  return bytes;
}
