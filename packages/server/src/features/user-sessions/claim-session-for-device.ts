import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/bearer-token.js';
import type { SessionService } from '../session/session-service.js';
import type { Devices } from './devices.js';

/**
 * Binds the session behind the request's token to the calling browser the first time a browser shows it. Every sign-in
 * ends with the page reading GET /session (SPEC §4 "After login"), and only the page holds the new tokens (a wallet's
 * result is sealed to it), so the device that first shows a session is the one it was signed in on.
 */
export function claimSessionForDevice(sessions: SessionService, devices: Devices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const live = token ? await sessions.authenticate(token).catch(() => null) : null;
    if (live) await devices.claim(c, live.claims.sid);
    await next();
  };
}
