import { encodeBase58, type JsonValue } from '@foyer/did';

/** One claim asked of the wallet in an authInfo's `requestedClaims`. */
export type RequestedClaim = { type: string; description: string } & Record<string, JsonValue>;

export const PROFILE_ITEMS = ['fullName', 'email', 'avatar'] as const;

/** Who signs: `target`, when the page named a DID, is the only account the wallet may pick. */
export function authPrincipalClaim(target: string | undefined): RequestedClaim {
  return { type: 'authPrincipal', description: 'Please select account to continue', target: target ?? '', meta: {} };
}

export function profileClaim(): RequestedClaim {
  return { type: 'profile', description: 'Please provide your profile', items: [...PROFILE_ITEMS], meta: {} };
}

/** Asks the wallet to sign `data`, shown to its owner as text; `origin` is base58btc, as the reference sends it. */
export function signatureClaim(data: Uint8Array, description: string): RequestedClaim {
  return { type: 'signature', typeUrl: 'mime:text/plain', origin: encodeBase58(data), description, meta: {} };
}
