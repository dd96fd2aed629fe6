import { can, DEFAULT_ROLE, FoyerError, type Resource, type Verb } from '@foyer/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { sessionToken } from '../../http/session-token.js';
import { requireGrant, type GrantedEnv } from '../../http/require-grant.js';
import { documentsSession, grantName } from '../openapi/session-security.js';
import type { SessionService } from '../session/session-service.js';

/** requireGrant for routes signed-out visitors use too: a request without a token acts as SPEC §6's default role. */
export function requireGrantOrGuest(sessions: SessionService, verb: Verb, resource: Resource): MiddlewareHandler<AppEnv> {
  const granted = requireGrant(sessions, verb, resource);
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The routes this guards never read c.var.caller, which a guest would not have.
    if (sessionToken(c)) return granted(c as unknown as Context<GrantedEnv>, next);
    if (!can(DEFAULT_ROLE, verb, resource)) throw new FoyerError('forbidden');
    await next();
  };
  return documentsSession(guard, { grants: [grantName(verb, resource)], optional: true });
}
