import type { AppKey } from '@foyer/server';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What a grant says: the wallet `sub` allowed the app `aud` to use `space`. */
export interface SpaceGrantClaims {
  sub: string;
  aud: string;
  space: { did: string; name: string; url: string };
}

/** A grant lives a year: the app keeps using the space with it as its bearer. */
export const GRANT_TTL = '365d';

/** The grant, a compact JWS signed by the provider's key (the one its did.json publishes). */
export function signSpaceGrant(key: AppKey, claims: SpaceGrantClaims): Promise<string> {
  return new SignJWT({ space: claims.space })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .setIssuer(key.did)
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuedAt()
    .setExpirationTime(GRANT_TTL)
    .sign(key.signingKey);
}

const grantSpace = z.object({ space: z.object({ did: z.string() }) });

/** The space DID a bearer grant opens, or null when this provider did not sign it or it expired. */
export async function spaceOfGrant(key: AppKey, grant: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(grant, key.verifyingKey, { algorithms: ['EdDSA'], issuer: key.did });
    return grantSpace.parse(payload).space.did;
  } catch {
    return null;
  }
}
