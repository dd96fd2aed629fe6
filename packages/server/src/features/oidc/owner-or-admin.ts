import { FoyerError, RESOURCES } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { sessionToken } from '../../http/session-token.js';
import { grantedCaller } from '../../http/require-grant.js';
import { documentsSession, grantName } from '../openapi/session-security.js';
import type { SessionService } from '../session/session-service.js';
import { oauthError } from './oauth-error.js';

/**
 * Lets through a bearer session that may manage OAuth clients: credentials like access keys, so SPEC §6's `mutate accessKey`
 * (owner and admin among people); refuses others as OAuth clients read it (RFC 6750: 401 invalid_token, 403 insufficient_scope).
 */
export function ownerOrAdmin(sessions: SessionService): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = sessionToken(c);
    if (!token) return oauthError(c, 401, 'invalid_token', 'Sign in as an owner or admin: send your session token as the bearer');
    try {
      await grantedCaller(sessions, token, 'mutate', RESOURCES.accessKey);
    } catch (error) {
      if (!(error instanceof FoyerError)) throw error;
      if (error.code === 'forbidden') return oauthError(c, 403, 'insufficient_scope', 'Only an owner or admin may manage OAuth clients');
      return oauthError(c, 401, 'invalid_token', 'The bearer token is not a live Foyer session');
    }
    await next();
  };
  return documentsSession(guard, { grants: [grantName('mutate', RESOURCES.accessKey)] });
}
