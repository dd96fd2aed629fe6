import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { SigningKeyType } from './did-types.js';
import { DidError } from './errors.js';

/** The 32-byte secret the curve works with: an ed25519 seed (from a 32-byte seed or 64-byte seed‖pk) or a secp256k1 scalar. */
export function signingSecret(keyType: SigningKeyType, secretKey: Uint8Array): Uint8Array {
  if (keyType === 'ed25519') {
    if (secretKey.length !== 32 && secretKey.length !== 64) throw new DidError('invalid_key');
    return secretKey.subarray(0, 32);
  }
  if (!secp256k1.utils.isValidSecretKey(secretKey)) throw new DidError('invalid_key');
  return secretKey;
}
