import { PATHS, STORAGE_KEYS } from '@foyer/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/bearer-token.js';
import { requireSession } from '../../http/require-session.js';
import { validate } from '../../http/validate.js';
import type { SessionService } from './session-service.js';
import { clearTokenCookies, setTokenCookies, wantsTokenCookies } from './token-cookies.js';
import { routeDocs } from '../openapi/describe.js';
import { okSchema } from '../openapi/acknowledgement-schemas.js';
import { refreshResponseSchema, sessionResponseSchema } from '../openapi/session-schemas.js';

const doc = routeDocs('Session');

const JSON_CONTENT = { 'content-type': 'application/json' };

const logoutBody = z.object({
  visitorId: z.string().optional(),
  /** `offline` keeps the session listed for quick login; either way its tokens stop working. */
  status: z.enum(['expired', 'offline']).optional(),
  includeFederated: z.boolean().optional(),
});

// A bearer wins: the SDK presents a wallet login's sealed refresh token that way to trade it for cookies.
const refreshToken = (c: Context<AppEnv>) => bearerToken(c) ?? (getCookie(c, STORAGE_KEYS.refreshToken) || undefined);

async function refresh(c: Context<AppEnv>, sessions: SessionService) {
  const cookieMode = wantsTokenCookies(c);
  try {
    const { nextToken, nextRefreshToken, user } = await sessions.refresh(refreshToken(c));
    if (!cookieMode) return c.json({ nextToken, nextRefreshToken, user });
    setTokenCookies(c, { sessionToken: nextToken, refreshToken: nextRefreshToken });
    return c.json({ user });
  } catch (error) {
    // A refused refresh leaves the family unusable: the browser should forget its cookies too.
    if (cookieMode) clearTokenCookies(c);
    throw error;
  }
}

/** After a logout with `includeFederated`: signs the person out of the federated apps too (issue 14). */
export type FederatedLogout = (sessionId: string) => Promise<void>;

/** GET /session, POST /refreshSession (PATHS.refreshSession is also the `/api/did/refreshSession` of SPEC §7) and logout. */
export function sessionRoutes(sessions: SessionService, federatedLogout?: FederatedLogout): Hono<AppEnv> {
  const signedIn = requireSession(sessions);
  // Signing out of this browser forgets its cookies even when the session had already ended.
  const forgetCookies: MiddlewareHandler<AppEnv> = async (c, next) => {
    clearTokenCookies(c);
    await next();
  };
  return new Hono<AppEnv>()
    .get(PATHS.session, doc('The signed-in user and session, from the session token', sessionResponseSchema), signedIn, (c) => c.body(c.var.signedIn.body, 200, JSON_CONTENT))
    .post(PATHS.refreshSession, doc('Rotate the refresh token for a new token pair', refreshResponseSchema), (c) => refresh(c, sessions))
    .post(PATHS.logout, doc('Sign out of this session (and, if asked, its federated sessions)', okSchema), forgetCookies, signedIn, validate('json', logoutBody), async (c) => {
      const { claims } = c.var.signedIn;
      const { status, includeFederated } = c.req.valid('json');
      await sessions.endSession(claims.sid, status);
      if (includeFederated && federatedLogout) await federatedLogout(claims.sid);
      return c.json({ ok: true });
    });
}
