import { FoyerError, PATHS, REQUEST, type RefreshResponse, type SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

/**
 * A wallet's login result is sealed to the page and opened by script, so its tokens were seen once: rotating its refresh
 * token at once turns it into HttpOnly cookies and leaves the seen pair useless (reuse past the grace window ends the session).
 */
export async function tradeForCookies(request: HttpRequest, refreshToken: string): Promise<SessionUser> {
  const result = await request<RefreshResponse | undefined>(PATHS.refreshSession, { method: 'POST', bearer: refreshToken, timeoutMs: REQUEST.refreshTimeoutMs });
  if (!result?.user) throw new FoyerError('invalidResponse');
  return result.user;
}
