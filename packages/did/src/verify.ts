import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { SigningKeyType } from './did-types.js';
import { DidError } from './errors.js';
import { normalizePublicKey } from './normalize-public-key.js';

/** Whether `signature` (as `sign` makes it) signs `message` for `publicKey`; throws only for an unusable key or digest. */
export function verify(keyType: SigningKeyType, publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const ecdsa = keyType !== 'ed25519';
  const key = normalizePublicKey(ecdsa ? 'secp256k1' : 'ed25519', publicKey);
  if (ecdsa && message.length !== 32) throw new DidError('invalid_digest');
  try {
    return ecdsa
      ? secp256k1.verify(signature, message, key, { prehash: false, format: 'der', lowS: true })
      : ed25519.verify(signature, message, key);
  } catch {
    // A signature that does not even parse is simply not a valid one.
    return false;
  }
}
