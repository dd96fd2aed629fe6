import { didFromPublicKey, generateKeyPair, publicKeyFromSecret } from '@foyer/did';

/** An NFT collection: the asset factory whose key signs every NFT it mints. */
export interface NftCollection {
  did: string;
  publicKey: Uint8Array;
  secretKey: Uint8Array;
}

/** A collection with a factory-role did:abt; `secretKey` (a 64-byte ed25519 seed‖pk) reopens an existing one. */
export function createCollection(secretKey: Uint8Array = generateKeyPair('ed25519').secretKey): NftCollection {
  const publicKey = publicKeyFromSecret('ed25519', secretKey);
  return { did: `did:abt:${didFromPublicKey(publicKey, { role: 'factory' })}`, publicKey, secretKey };
}
