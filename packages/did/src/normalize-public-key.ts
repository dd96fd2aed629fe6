import { secp256k1 } from '@noble/curves/secp256k1.js';
import { concatBytes } from '@noble/hashes/utils.js';
import type { KeyType } from './did-types.js';
import { DidError } from './errors.js';

function uncompressed(publicKey: Uint8Array): Uint8Array {
  // Ethereum tools and the reference's Ethereum signer drop the 0x04 prefix of an uncompressed point.
  const encoded = publicKey.length === 64 ? concatBytes(Uint8Array.of(4), publicKey) : publicKey;
  try {
    return secp256k1.Point.fromBytes(encoded).toBytes(false);
  } catch (cause) {
    throw new DidError('invalid_key', { cause });
  }
}

/** The bytes a DID hashes: ed25519 32, secp256k1 65 (0x04‖x‖y), ethereum 64 (x‖y); passkey keys as given. */
export function normalizePublicKey(keyType: KeyType, publicKey: Uint8Array): Uint8Array {
  switch (keyType) {
    case 'ed25519':
      if (publicKey.length !== 32) throw new DidError('invalid_key');
      return publicKey;
    case 'secp256k1':
      return uncompressed(publicKey);
    case 'ethereum':
      return uncompressed(publicKey).subarray(1);
    case 'passkey':
      return publicKey;
  }
}
