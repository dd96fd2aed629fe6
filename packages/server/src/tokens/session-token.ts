import { KeyObject, sign } from 'node:crypto';
import { PROVIDERS, TOKEN_TYPES, WALLET_OS } from '@foyer/core';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { z } from 'zod';
import { BoundedCache } from '../cache/bounded-cache.js';
import type { SessionTokenKey, TokenKey } from '../keys/signing-keys.js';

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  sid: z.string(),
  role: z.string(),
  provider: z.enum(PROVIDERS),
  walletOS: z.enum(WALLET_OS).nullable(),
  iat: z.number(),
  exp: z.number(),
});

/** What a session token says: sub is the user's DID, sid the user session, iss the app's DID (its aud too, checked and left out); times in epoch seconds. */
export type SessionClaims = z.infer<typeof claimsSchema>;
export type SessionTokenSubject = Omit<SessionClaims, 'iss' | 'iat' | 'exp'>;

export interface SessionTokens {
  sign(subject: SessionTokenSubject): Promise<string>;
  /** The claims of a token this app signed that has not expired, else null. */
  verify(token: string): Promise<SessionClaims | null>;
}

export interface SessionTokenOptions {
  /** The app's DID: every token's iss and aud, whichever key signed it. */
  issuer: string;
  ttlMs: number;
  cacheEntries?: number;
  /** Keys rotated out (`foyer keys rotate`): what they signed still verifies until their retiresAt. */
  retiredKeys?: SessionTokenKey[];
  /**
   * Rereads the keys from the store: a token whose kid no key here knows may come from an instance that started after a
   * rotation, so this instance learns the new key on first sight of it; at most once per RELOAD_INTERVAL_MS.
   */
  reloadKeys?: () => Promise<SessionTokenKey[]>;
}

/** How often an unknown kid may make an instance reread its keys: random kids cannot turn into a query each. */
export const RELOAD_INTERVAL_MS = 10_000;

const toSeconds = (ms: number) => Math.floor(ms / 1000);

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/**
 * A compact EdDSA JWS, signed in place: jose signs through WebCrypto, whose job hand-off cost a refresh more than the
 * signature itself. jose still verifies every token, and the tests check that what is signed here verifies there.
 */
function jwsSigner(key: TokenKey): (claims: object) => string {
  const privateKey = KeyObject.from(key.signingKey);
  const header = base64url({ alg: 'EdDSA', kid: key.kid, typ: TOKEN_TYPES.session });
  return (claims) => {
    const input = `${header}.${base64url(claims)}`;
    return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
  };
}

const kidOf = (token: string): string | undefined => {
  try {
    return decodeProtectedHeader(token).kid;
  } catch {
    return undefined;
  }
};

export function createSessionTokens(current: TokenKey, { issuer, ttlMs, cacheEntries = 10_000, retiredKeys = [], reloadKeys }: SessionTokenOptions): SessionTokens {
  let others: SessionTokenKey[] = retiredKeys;
  let reloadedAt = Number.NEGATIVE_INFINITY;
  const findKey = (kid: string | undefined): TokenKey | undefined =>
    kid === undefined || kid === current.kid ? current : others.find((key) => key.kid === kid && key.retiresAt > Date.now());
  // The key named by the token's kid: this instance's own, one retired within its grace, or one a reread of the store finds.
  const verifyingKeyFor = async (token: string): Promise<TokenKey | undefined> => {
    const kid = kidOf(token);
    const known = findKey(kid);
    if (known || !reloadKeys || Date.now() - reloadedAt < RELOAD_INTERVAL_MS) return known;
    reloadedAt = Date.now();
    // A store out of reach leaves the keys as they were: the token is then refused, as it would be without a reread.
    others = await reloadKeys().then(
      (keys) => keys.filter((key) => key.kid !== current.kid),
      () => others,
    );
    return findKey(kid);
  };
  // An EdDSA verify costs ~0.5 ms; a token is immutable, so one verified once stays good until its exp.
  const verified = new BoundedCache<string, SessionClaims>(cacheEntries);
  const signJws = jwsSigner(current);

  return {
    async sign({ sub, sid, role, provider, walletOS }) {
      const iat = toSeconds(Date.now());
      return signJws({ sid, role, provider, walletOS, iss: issuer, aud: issuer, sub, iat, exp: iat + toSeconds(ttlMs) });
    },

    async verify(token) {
      const now = toSeconds(Date.now());
      const cached = verified.get(token);
      if (cached) return cached.exp > now ? cached : null;
      const key = await verifyingKeyFor(token);
      if (!key) return null;
      try {
        // typ and aud refuse every other JWT the same key signs: assertions, bridge cookies, ID tokens, credentials.
        const { payload } = await jwtVerify(token, key.verifyingKey, { algorithms: ['EdDSA'], issuer, audience: issuer, typ: TOKEN_TYPES.session });
        const claims = claimsSchema.parse(payload);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
