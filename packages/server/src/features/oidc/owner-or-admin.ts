import { can, RESOURCES, type SessionResponse } from '@foyer/core';
import type { Context } from 'hono';
import { bearerToken } from '../../http/bearer-token.js';
import type { SessionClaims } from '../../tokens/session-token.js';
import type { SessionService } from '../session/session-service.js';
import { oauthError } from './oauth-error.js';

/**
 * The caller when its bearer session may manage OAuth clients: credentials like access keys, so SPEC §6's `mutate accessKey`
 * (owner and admin among people); otherwise the 401 or 403 to answer.
 */
export async function ownerOrAdmin(c: Context, sessions: SessionService): Promise<{ claims: SessionClaims } | { refusal: Response }> {
  const token = bearerToken(c);
  if (!token) return { refusal: oauthError(c, 401, 'invalid_token', 'Sign in as an owner or admin: send your session token as the bearer') };
  let session: { claims: SessionClaims; body: string };
  try {
    session = await sessions.authenticate(token);
  } catch {
    return { refusal: oauthError(c, 401, 'invalid_token', 'The bearer token is not a live Foyer session') };
  }
  const { user } = JSON.parse(session.body) as SessionResponse;
  // Both the token's role and the session's current one must allow it: a passport switched away since must not keep granting.
  if (!user || !can(session.claims.role, 'mutate', RESOURCES.accessKey) || !can(user.role, 'mutate', RESOURCES.accessKey)) {
    return { refusal: oauthError(c, 403, 'insufficient_scope', 'Only an owner or admin may manage OAuth clients') };
  }
  return { claims: session.claims };
}
