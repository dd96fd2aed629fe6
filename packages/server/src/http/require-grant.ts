import { can, FoyerError, type Resource, type SessionResponse, type SessionUser, type Verb } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import { documentsSession, grantName } from '../features/openapi/session-security.js';
import type { SessionService } from '../features/session/session-service.js';
import type { SessionClaims } from '../tokens/session-token.js';
import type { AppEnv } from './app-env.js';
import { sessionToken } from './session-token.js';

/** Who passed a grant check: the token's claims and the session's user as GET /session shows it now. */
export interface Caller {
  claims: SessionClaims;
  user: SessionUser;
}

export interface GrantedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { caller: Caller };
}

/** The caller behind a bearer session token when it may `verb` the `resource` (SPEC §6, through core's `can()`); invalidToken or forbidden otherwise. */
export async function grantedCaller(sessions: SessionService, token: string | undefined, verb: Verb, resource: Resource): Promise<Caller> {
  const { claims, body } = await sessions.authenticate(token);
  const { user } = JSON.parse(body) as SessionResponse;
  // The role claim lives as long as the token: a passport revoked or switched away since must not keep granting.
  if (!user || !can(claims.role, verb, resource) || !can(user.role, verb, resource)) throw new FoyerError('forbidden');
  return { claims, user };
}

/**
 * Lets a request through only when its bearer session may `verb` the `resource`, else 401 for no live session and
 * 403 forbidden; the handler finds the caller in `c.var.caller`.
 */
export function requireGrant(sessions: SessionService, verb: Verb, resource: Resource): MiddlewareHandler<GrantedEnv> {
  const guard: MiddlewareHandler<GrantedEnv> = async (c, next) => {
    c.set('caller', await grantedCaller(sessions, sessionToken(c), verb, resource));
    await next();
  };
  return documentsSession(guard, { grants: [grantName(verb, resource)] });
}
