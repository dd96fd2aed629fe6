import type { RequestedClaim } from '../connect/claims.js';

/** DID Connect's asset claim: the wallet presents an NFT of one of `issuers`, the accepted collections. */
export function assetClaim(issuers: string[]): RequestedClaim {
  return { type: 'asset', description: 'Please present an NFT to sign in with', filters: [{ trustedIssuers: issuers }], meta: {} };
}
