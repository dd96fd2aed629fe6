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

/** A result carrying a one-time login token is exchanged for session tokens first. */
export async function settleLoginResult(
  request: HttpRequest,
  result: LoginResult,
): Promise<{ tokens: SessionTokens; user: SessionUser | null }> {
  const settled = result.sessionToken === undefined ? await exchangeLoginToken(request, result.loginToken) : result;
  if (!settled.sessionToken) throw new FoyerError('invalidResponse');
  return { tokens: { sessionToken: settled.sessionToken, refreshToken: settled.refreshToken }, user: settled.user ?? null };
}
