import { randomUUID } from 'node:crypto';
import { FoyerError, TOKEN_TYPES, type SessionUser } from '@foyer/core';
import { decodeJwt, importJWK, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AppKey } from '../../keys/app-key.js';
import type { FederatedAppRecord } from '../../store/types.js';
import { ASSERTION_TTL_SECONDS } from './federation-timing.js';

/**
 * The login assertion (issue 14): the master's EdDSA-signed statement that the person with DID `sub`, signed in at
 * the master in session `sid`, asks to sign in at the member `aud`. The browser carries it from the master's popup to
 * the member page; the member checks it against the master key it pinned when it joined.
 */
export interface LoginAssertion {
  iss: string;
  aud: string;
  sub: string;
  sid: string;
  jti: string;
  exp: number;
  user: { fullName: string; avatar?: string; email?: string; role?: string };
  sourceAppPid: string;
}

const assertionClaims = z.object({
  iss: z.string(),
  sub: z.string().startsWith('did:'),
  sid: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number(),
  user: z.object({ fullName: z.string().max(200), avatar: z.string().max(2048).optional(), email: z.string().max(320).optional(), role: z.string().optional() }),
  sourceAppPid: z.string().min(1),
});

const invalid = (cause?: unknown) => new FoyerError('federationAssertionInvalid', { cause });

/** The master signs an assertion for `member` about the signed-in `user` of session `sid`. */
export function signLoginAssertion(appKey: AppKey, member: { appId: string }, user: SessionUser, sid: string): Promise<string> {
  const profile = { fullName: user.fullName, avatar: user.avatar, email: user.email, role: user.role };
  return new SignJWT({ sid, user: profile, sourceAppPid: appKey.did })
    .setProtectedHeader({ alg: 'EdDSA', kid: appKey.kid, typ: TOKEN_TYPES.loginAssertion })
    .setIssuer(appKey.did)
    .setAudience(member.appId)
    .setSubject(user.did)
    .setIssuedAt()
    .setExpirationTime(`${ASSERTION_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(appKey.signingKey);
}

/** The issuer an assertion claims, read before its signature is checked so the member can find the key it pinned. */
export function assertionIssuer(assertion: string): string {
  try {
    const { iss } = decodeJwt(assertion);
    if (typeof iss === 'string') return iss;
  } catch (cause) {
    throw invalid(cause);
  }
  throw invalid();
}

/** The member checks an assertion against its pinned master: typ, signature, audience (itself), age; single use is the caller's. */
export async function verifyLoginAssertion(assertion: string, master: FederatedAppRecord, ownAppId: string): Promise<LoginAssertion> {
  const key = await importJWK({ ...master.publicKey, alg: 'EdDSA' }, 'EdDSA');
  const { payload } = await jwtVerify(assertion, key, {
    algorithms: ['EdDSA'],
    typ: TOKEN_TYPES.loginAssertion,
    issuer: master.appId,
    audience: ownAppId,
    requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    maxTokenAge: `${ASSERTION_TTL_SECONDS}s`,
  }).catch((cause: unknown) => {
    throw invalid(cause);
  });
  const claims = assertionClaims.safeParse(payload);
  if (!claims.success) throw invalid(claims.error);
  return { ...claims.data, aud: ownAppId };
}
