import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { SigningKeyType } from './did-types.js';
import { DidError } from './errors.js';
import { signingSecret } from './signing-secret.js';

/** An ed25519 signature (64 bytes) of `message`, or a low-S DER secp256k1 signature of the 32-byte digest `message`. */
export function sign(keyType: SigningKeyType, secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  const secret = signingSecret(keyType, secretKey);
  if (keyType === 'ed25519') return ed25519.sign(message, secret);
  // ECDSA without prehash reads only the first 32 bytes, so a longer message would leave the rest unsigned.
  if (message.length !== 32) throw new DidError('invalid_digest');
  return secp256k1.sign(message, secret, { prehash: false, format: 'der' });
}
