import { didFromPublicKey, encodeBase58, generateKeyPair, signJwt } from '@foyer/did';
import type { NftCollection } from './create-collection.js';

export interface NftInput {
  ownerDid: string;
  name: string;
  image?: string;
  /** The asset this NFT hands to `ownerDid` (a transfer); a new asset when absent. */
  asset?: string;
}

const newAsset = () => `did:abt:${didFromPublicKey(generateKeyPair('ed25519').publicKey, { role: 'asset' })}`;

/**
 * A self-verifying NFT, the stand-in for an on-chain asset: a wallet-protocol JWT signed by the collection, naming the
 * asset (a fresh asset-role DID), its owner and its name, with the collection's key in `pk` so anyone can check `iss`.
 * It never expires: `exp` and `nbf` are dropped, and `iat` orders transfers of the same asset.
 */
export function mintNft(collection: NftCollection, { ownerDid, name, image, asset = newAsset() }: NftInput): string {
  return signJwt({
    signerDid: collection.did,
    secretKey: collection.secretKey,
    payload: { sub: asset, owner: ownerDid, name, image, pk: encodeBase58(collection.publicKey), exp: undefined, nbf: undefined },
  });
}
