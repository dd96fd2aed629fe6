import { PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/bearer-token.js';
import { validate } from '../../http/validate.js';
import type { SessionService } from './session-service.js';

const JSON_CONTENT = { 'content-type': 'application/json' };

const logoutBody = z.object({
  visitorId: z.string().optional(),
  /** `offline` keeps the session listed for quick login; either way its tokens stop working. */
  status: z.enum(['expired', 'offline']).optional(),
  includeFederated: z.boolean().optional(),
});

/** GET /session, POST /refreshSession (PATHS.refreshSession is also the `/api/did/refreshSession` of SPEC §7) and logout. */
export function sessionRoutes(sessions: SessionService): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(PATHS.session, async (c) => c.body((await sessions.authenticate(bearerToken(c))).body, 200, JSON_CONTENT))
    .post(PATHS.refreshSession, async (c) => c.json(await sessions.refresh(bearerToken(c))))
    .post(PATHS.logout, validate('json', logoutBody), async (c) => {
      const { claims } = await sessions.authenticate(bearerToken(c));
      await sessions.endSession(claims.sid, c.req.valid('json').status);
      return c.json({ ok: true });
    });
}
