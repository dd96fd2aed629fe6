import { randomUUID } from 'node:crypto';
import { FEDERATION_SIGNATURE_SCHEME, TOKEN_TYPES } from '@foyer/core';
import { SignJWT } from 'jose';
import type { AppKey } from '../../keys/app-key.js';
import { bodyHash } from './body-hash.js';
import { SERVER_CALL_TTL_SECONDS } from './federation-timing.js';

export interface ServerCall {
  /** The callee's app DID. */
  audience: string;
  method: string;
  /** The full URL called, as the callee knows itself (its pinned appUrl plus the path). */
  url: string;
  body: string;
}

/** The `Authorization` value of a server-to-server call: a single-use EdDSA JWS binding caller, callee, method, URL and body. */
export async function signServerCall(appKey: AppKey, call: ServerCall): Promise<string> {
  const jws = await new SignJWT({ htm: call.method.toUpperCase(), htu: call.url, bh: bodyHash(call.body) })
    // The key travels with the call so a first join proves it before anything is fetched; a pinned caller's is ignored.
    .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPES.serverCall, kid: appKey.kid, jwk: { kty: appKey.publicJwk.kty, crv: appKey.publicJwk.crv, x: appKey.publicJwk.x } })
    .setIssuer(appKey.did)
    .setAudience(call.audience)
    .setIssuedAt()
    .setExpirationTime(`${SERVER_CALL_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(appKey.signingKey);
  return `${FEDERATION_SIGNATURE_SCHEME} ${jws}`;
}
