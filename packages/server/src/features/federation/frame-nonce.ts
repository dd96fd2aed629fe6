import { randomUUID } from 'node:crypto';
import { FoyerError, TOKEN_TYPES } from '@foyer/core';
import { jwtVerify, SignJWT } from 'jose';
import type { AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import { FRAME_NONCE_TTL_SECONDS } from './federation-timing.js';

// Names what the JWS is for, beside its typ, so no other token of this app's key passes as a frame nonce.
const FRAME_AUDIENCE_SUFFIX = '#functional-frame';

/** A nonce for one render of the functional frame, framed by the approved member `memberAppId`. */
export function signFrameNonce(appKey: AppKey, memberAppId: string): Promise<string> {
  return new SignJWT({ member: memberAppId })
    .setProtectedHeader({ alg: 'EdDSA', kid: appKey.kid, typ: TOKEN_TYPES.functionalFrame })
    .setIssuer(appKey.did)
    .setAudience(`${appKey.did}${FRAME_AUDIENCE_SUFFIX}`)
    .setIssuedAt()
    .setExpirationTime(`${FRAME_NONCE_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(appKey.signingKey);
}

/**
 * Spends a frame nonce: only a page this app rendered framed by an approved member may sign the bridge cookie's session
 * out, once; anything else is refused as a cross-site request.
 */
export async function spendFrameNonce({ appKey, store }: { appKey: AppKey; store: Store }, nonce: string): Promise<void> {
  const refused = (cause?: unknown) => new FoyerError('csrfRejected', { cause });
  const { payload } = await jwtVerify(nonce, appKey.verifyingKey, {
    algorithms: ['EdDSA'],
    typ: TOKEN_TYPES.functionalFrame,
    issuer: appKey.did,
    audience: `${appKey.did}${FRAME_AUDIENCE_SUFFIX}`,
    requiredClaims: ['jti', 'exp'],
  }).catch((cause: unknown) => {
    throw refused(cause);
  });
  const { jti = '', exp = 0 } = payload;
  if (!(await store.federationNonces.use(`functional-frame ${jti}`, exp * 1000, Date.now()))) throw refused();
}
