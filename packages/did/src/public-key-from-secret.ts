import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { SigningKeyType } from './did-types.js';
import { normalizePublicKey } from './normalize-public-key.js';
import { signingSecret } from './signing-secret.js';

/** The public key of `secretKey` in the form its DID hashes (see normalizePublicKey). */
export function publicKeyFromSecret(keyType: SigningKeyType, secretKey: Uint8Array): Uint8Array {
  const secret = signingSecret(keyType, secretKey);
  if (keyType === 'ed25519') return ed25519.getPublicKey(secret);
  return normalizePublicKey(keyType, secp256k1.getPublicKey(secret, false));
}
