import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { sessionToken } from '../../http/session-token.js';
import type { SessionService } from '../session/session-service.js';
import type { Devices } from './devices.js';

/**
 * Binds the session behind the request's token to the calling browser the first time the visitor it was issued to shows
 * it. Every sign-in ends with the page reading GET /session (SPEC §4 "After login") under the visitor id the sign-in
 * recorded, so that is the device it was signed in on; another visitor showing the unbound session is refused.
 */
export function claimSessionForDevice(sessions: SessionService, devices: Devices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A request naming no visitor binds nothing (a bearer API client), so its token need not be read twice.
    if (!c.var.client.visitorId) return next();
    const token = sessionToken(c);
    const live = token ? await sessions.authenticate(token).catch(() => null) : null;
    if (live) await devices.claim(c, live.claims.sid);
    await next();
  };
}
