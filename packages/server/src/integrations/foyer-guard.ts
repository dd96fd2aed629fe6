import { FoyerError, resolveLocale, ROLES } from '@foyer/core';
import { AccessTokenError, type VerifiedAccessToken } from '../features/oidc/verify-access-token.js';
import { bearerOf, getSession, type FoyerForIntegrations, type FoyerSession, type RequestLike } from './session-of-request.js';

/** What a protected route asks of the session: any live one, or one whose role is among `roles` (or ranks above one of them). */
export interface SessionRequirement {
  roles?: readonly string[];
}

// SPEC §6: member has guest's rights plus more, admin member's, and the owner all of admin's; other roles match only themselves.
const RANKED: readonly string[] = [ROLES.guest, ROLES.member, ROLES.admin, ROLES.owner];

/** Whether `role` meets one of `roles`: the same role, or a person's role ranked above it (owner passes an admin check). */
export function roleMeets(role: string, roles: readonly string[]): boolean {
  const rank = RANKED.indexOf(role);
  return roles.some((wanted) => wanted === role || (rank >= 0 && RANKED.indexOf(wanted) >= 0 && rank > RANKED.indexOf(wanted)));
}

/**
 * The session a protected route may serve: invalidToken (401, as Foyer's own GET /session answers) when nobody is signed in,
 * forbidden (403) when the role falls short. Both the live user's role and the token's are checked, as requireGrant does.
 */
export async function checkSession(foyer: FoyerForIntegrations, request: RequestLike, { roles }: SessionRequirement = {}): Promise<FoyerSession> {
  const session = await getSession(foyer, request);
  if (!session) throw new FoyerError('invalidToken');
  if (roles && !(roleMeets(session.user.role, roles) && roleMeets(session.claims.role, roles))) throw new FoyerError('forbidden');
  return session;
}

/**
 * The OAuth access token (from Foyer's authorization server, for its API) a request bears, holding every scope asked for:
 * invalidToken (401) for none or a dead one, forbidden (403) when a scope is missing; the AccessTokenError is the cause.
 */
export async function checkScope(foyer: FoyerForIntegrations, request: RequestLike, scope: string | string[]): Promise<VerifiedAccessToken> {
  try {
    return await foyer.verifyAccessToken(bearerOf(request), { scope });
  } catch (error) {
    if (!(error instanceof AccessTokenError)) throw error;
    throw new FoyerError(error.code === 'insufficient_scope' ? 'forbidden' : 'invalidToken', { cause: error });
  }
}

/** The pieces of an error answer, framework-free: status, headers and the `{ code, error }` body Foyer's own API sends. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How a refused request is answered: Foyer's error body in the `?locale` asked for, as its error handler does, and for an
 * access token the RFC 6750 challenge an OAuth client reads. Anything but a FoyerError is rethrown for the app's own handler.
 */
export function errorAnswer(error: unknown, url: string | URL | undefined): ErrorAnswer {
  if (!(error instanceof FoyerError)) throw error;
  const locale = resolveLocale(url ? new URL(url, 'http://localhost').searchParams.get('locale') : undefined);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' };
  if (error.cause instanceof AccessTokenError) headers['www-authenticate'] = `Bearer error="${error.cause.code}", error_description="${error.cause.message.replace(/"/g, "'")}"`;
  return { status: error.status, headers, body: JSON.stringify(error.toBody(locale)) };
}

/** errorAnswer as a web Response. */
export function errorResponse(error: unknown, url: string | URL | undefined): Response {
  const { status, headers, body } = errorAnswer(error, url);
  return new Response(body, { status, headers });
}
