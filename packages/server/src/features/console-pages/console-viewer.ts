import { can, isFoyerError, RESOURCES, type SessionResponse, type SessionUser } from '@foyer/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { sessionToken } from '../../http/session-token.js';
import type { SessionService } from '../session/session-service.js';
import type { SessionClaims } from '../../tokens/session-token.js';

/** Who opens a console page: the live session's claims and user, and whether both let them run the team (SPEC §6 mutate team: owner, admin). */
export interface ConsoleViewer {
  claims: SessionClaims;
  user: SessionUser;
  runsTeam: boolean;
}

/** The person behind the request's session cookie or bearer, or null when there is no live session. */
export async function consoleViewer(sessions: SessionService, c: Context<AppEnv>): Promise<ConsoleViewer | null> {
  try {
    const { claims, body } = await sessions.authenticate(sessionToken(c));
    const { user } = JSON.parse(body) as SessionResponse;
    if (!user) return null;
    // The role claim lives as long as the token: a passport revoked or switched away since must not keep granting.
    const runsTeam = can(claims.role, 'mutate', RESOURCES.team) && can(user.role, 'mutate', RESOURCES.team);
    return { claims, user, runsTeam };
  } catch (error) {
    if (isFoyerError(error) && error.code === 'invalidToken') return null;
    throw error;
  }
}
