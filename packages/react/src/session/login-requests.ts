import type { HttpRequest, SessionTokens } from '@foyer/client';
import { FoyerError, type Locale, type LoginResult, type SessionUser } from '@foyer/core';
import { API_PATHS } from '../util/api-paths.js';

export function exchangeLoginToken(request: HttpRequest, loginToken: string): Promise<LoginResult> {
  return request<LoginResult>(API_PATHS.loginToken, { method: 'POST', body: { loginToken }, auth: false });
}

export function loginWithMagicToken(request: HttpRequest, magicToken: string, locale: Locale, inviter?: string): Promise<LoginResult> {
  return request<LoginResult>(API_PATHS.emailLogin, {
    method: 'POST',
    query: { locale },
    body: { action: 'login', magicToken, inviter },
    auth: false,
  });
}

/**
 * A result carrying a one-time login token is exchanged first. What is left holds the session tokens, or none when
 * the server set them as HttpOnly cookies.
 */
export async function settleLoginResult(
  request: HttpRequest,
  result: LoginResult,
): Promise<{ tokens: Partial<SessionTokens> | null; user: SessionUser | null }> {
  const settled = result.loginToken === undefined ? result : await exchangeLoginToken(request, result.loginToken);
  if (settled.loginToken !== undefined) throw new FoyerError('invalidResponse');
  const tokens = settled.sessionToken ? { sessionToken: settled.sessionToken, refreshToken: settled.refreshToken } : null;
  return { tokens, user: settled.user ?? null };
}
