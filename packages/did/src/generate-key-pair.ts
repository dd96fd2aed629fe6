import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { concatBytes } from '@noble/hashes/utils.js';
import type { SigningKeyType } from './did-types.js';
import { publicKeyFromSecret } from './public-key-from-secret.js';

export interface KeyPair {
  publicKey: Uint8Array;
  secretKey: Uint8Array;
}

/** A random key pair; an ed25519 secret key is 64 bytes (seed‖pk) like the reference's, a secp256k1 one 32 bytes. */
export function generateKeyPair(keyType: SigningKeyType): KeyPair {
  if (keyType === 'ed25519') {
    const seed = ed25519.utils.randomSecretKey();
    const publicKey = publicKeyFromSecret(keyType, seed);
    return { publicKey, secretKey: concatBytes(seed, publicKey) };
  }
  const secretKey = secp256k1.utils.randomSecretKey();
  return { publicKey: publicKeyFromSecret(keyType, secretKey), secretKey };
}
