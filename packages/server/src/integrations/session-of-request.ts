import { CSRF_COOKIE, FoyerError, HEADERS, STORAGE_KEYS, type Passport, type SessionResponse, type SessionUser } from '@foyer/core';
import type { Foyer } from '../create-foyer.js';
import { bearerOfHeader } from '../http/bearer-token.js';
import { cookieValue } from '../http/cookie-value.js';
import { originPolicy, sameToken } from '../http/csrf.js';
import type { SessionClaims } from '../tokens/session-token.js';

/** Just enough of a request to find its session: a web `Request`, or Next.js `headers()` in a Server Component. */
export interface RequestLike {
  headers: { get(name: string): string | null };
  /** GET when absent (a page rendering reads, never writes). */
  method?: string;
}

/** Who is signed in: the user as GET /session shows them now, the passport the session acts under (null for none), the token's claims. */
export interface FoyerSession {
  user: SessionUser;
  passport: Passport | null;
  claims: SessionClaims;
}

/** The part of a Foyer instance the integrations read; createFoyer's result has it. */
export type FoyerForIntegrations = Pick<Foyer, 'sessions' | 'store' | 'config' | 'verifyAccessToken' | 'app'>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The bearer token of a request's Authorization header, if any. */
export const bearerOf = (request: RequestLike): string | undefined => bearerOfHeader(request.headers.get('authorization'));

/**
 * The session token a request presents: its bearer, else Foyer's HttpOnly session cookie. As inside Foyer, the cookie
 * counts on a state-changing request only with the double-submit CSRF proof, since a browser sends it along on its own.
 */
export function sessionTokenOf(foyer: Pick<Foyer, 'config'>, request: RequestLike): string | undefined {
  const bearer = bearerOf(request);
  if (bearer) return bearer;
  const cookies = request.headers.get('cookie');
  const token = cookieValue(cookies, STORAGE_KEYS.sessionToken);
  if (!token || !STATE_CHANGING.has((request.method ?? 'GET').toUpperCase())) return token;
  const csrf = cookieValue(cookies, CSRF_COOKIE);
  const allowed = originPolicy(foyer.config)(request.headers.get('origin') ?? undefined);
  return allowed && sameToken(csrf, request.headers.get(HEADERS.csrfToken) ?? undefined) ? token : undefined;
}

// The cached session body names the role and title, not the passport id: only a tie between equal passports costs a read.
async function activePassport(foyer: FoyerForIntegrations, user: SessionUser, claims: SessionClaims): Promise<Passport | null> {
  if (!user.roleTitle) return null;
  const candidates = (user.passports ?? []).filter((p) => p.status === 'valid' && p.role === user.role && p.title === user.roleTitle);
  if (candidates.length < 2) return candidates[0] ?? null;
  const session = await foyer.store.userSessions.findById(claims.sid);
  return candidates.find((p) => p.id === session?.passportId) ?? null;
}

/** The live session behind a session token, or null for none, an expired or forged token, or an ended session. */
export async function sessionOfToken(foyer: FoyerForIntegrations, token: string | undefined): Promise<FoyerSession | null> {
  if (!token) return null;
  // Only a refused token means nobody: a database outage stays an error, not a signed-out visitor.
  const found = await foyer.sessions.authenticate(token).catch((error: unknown) => {
    if (error instanceof FoyerError && error.code === 'invalidToken') return null;
    throw error;
  });
  const user = found && (JSON.parse(found.body) as SessionResponse).user;
  if (!found || !user) return null;
  return { user, passport: await activePassport(foyer, user, found.claims), claims: found.claims };
}

/** The signed-in user, passport and claims behind a request (bearer or session cookie), or null when nobody is signed in. */
export function getSession(foyer: FoyerForIntegrations, request: RequestLike): Promise<FoyerSession | null> {
  return sessionOfToken(foyer, sessionTokenOf(foyer, request));
}
