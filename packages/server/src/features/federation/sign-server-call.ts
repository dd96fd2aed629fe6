import { randomUUID } from 'node:crypto';
import { FEDERATION_SIGNATURE_SCHEME } from '@foyer/core';
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
    .setProtectedHeader({ alg: 'EdDSA', kid: appKey.kid })
    .setIssuer(appKey.did)
    .setAudience(call.audience)
    .setIssuedAt()
    .setExpirationTime(`${SERVER_CALL_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(appKey.signingKey);
  return `${FEDERATION_SIGNATURE_SCHEME} ${jws}`;
}
