import { decodeJwt, isDidError, isSameDid, type JsonValue } from '@foyer/did';
import type { RequestedClaim } from './messages.js';

interface HeldNft {
  asset: string;
  issuer: string;
  proof: string;
}

function held(proof: string): HeldNft | null {
  try {
    const { iss, sub } = decodeJwt(proof).body;
    return typeof iss === 'string' && typeof sub === 'string' ? { asset: sub, issuer: iss, proof } : null;
  } catch (error) {
    if (isDidError(error)) return null;
    throw error;
  }
}

function trustedIssuers(claim: RequestedClaim): string[] {
  const filters = Array.isArray(claim['filters']) ? claim['filters'] : [];
  return filters.flatMap((filter) => {
    const issuers = typeof filter === 'object' && filter !== null && !Array.isArray(filter) ? filter['trustedIssuers'] : undefined;
    return Array.isArray(issuers) ? issuers.filter((issuer): issuer is string => typeof issuer === 'string') : [];
  });
}

/**
 * An `asset` claim (DID Connect's shape: `filters[].trustedIssuers`) answered with the first held NFT of a trusted
 * collection as `{asset, proof}`; holding none, the answer names no asset and the app tells the owner what it accepts.
 */
export function answerAssetClaim(claim: RequestedClaim, assets: readonly string[]): Record<string, JsonValue> {
  const trusted = trustedIssuers(claim);
  const nft = assets
    .map(held)
    .find((candidate) => candidate !== null && trusted.some((issuer) => isSameDid(issuer, candidate.issuer)));
  return nft ? { type: 'asset', asset: nft.asset, proof: nft.proof } : { type: 'asset' };
}
