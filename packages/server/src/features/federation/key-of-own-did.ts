import { didMatchesPublicKey } from '@foyer/did';
import type { CallerKey } from './verify-server-call.js';

/**
 * For a caller nothing is pinned of yet (a join request): the key the call carries, if the caller's DID is made from it.
 * Signing with it then proves control of the DID before this app fetches anything the caller names.
 */
export const keyOfOwnDid: CallerKey = async (iss, { jwk }) => {
  if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') return null;
  return didMatchesPublicKey(iss, Buffer.from(jwk.x, 'base64url')) ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x } : null;
};
