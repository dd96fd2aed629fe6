import { FoyerError } from '@foyer/core';
import { decodeDid, decodeJwt, decodeKey, isDidError, isValidDid, verifyJwt } from '@foyer/did';
import { z } from 'zod';

/** What an NFT says once proven: the asset, the collection that issued it, its owner and how it shows. */
export interface VerifiedNft {
  asset: string;
  issuer: string;
  owner: string;
  name: string;
  image?: string;
  /** Seconds; a transfer of the asset is a newer NFT. */
  issuedAt: number;
}

const did = z.string().refine((value) => isValidDid(value));
// An asset DID can never be a wallet's account DID, so an NFT account is never one a wallet signs in as.
const assetDid = did.refine((value) => decodeDid(value).role === 'asset');
const nftBody = z.looseObject({
  iss: did,
  sub: assetDid,
  owner: did,
  name: z.string().trim().min(1).max(200),
  image: z.url({ protocol: /^https?$/ }).max(2000).optional(),
  pk: z.string().min(1),
  iat: z.string().regex(/^\d+$/),
});

/**
 * The one place an NFT's ownership is established: here, the self-verifying NFT JWT's signature by the collection key
 * it carries (whose DID must be `iss`); on a chain, an asset-state lookup would take its place. nftInvalid otherwise.
 */
export function verifyNft(proof: string): VerifiedNft {
  try {
    const body = nftBody.parse(decodeJwt(proof).body);
    verifyJwt(proof, decodeKey(body.pk), { signerDid: body.iss });
    return { asset: body.sub, issuer: body.iss, owner: body.owner, name: body.name, image: body.image, issuedAt: Number(body.iat) };
  } catch (error) {
    if (isDidError(error) || error instanceof z.ZodError) throw new FoyerError('nftInvalid');
    throw error;
  }
}
