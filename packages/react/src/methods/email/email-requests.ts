import type { HttpRequest } from '@foyer/client';
import type { Locale, LoginResult } from '@foyer/core';
import { API_PATHS } from '../../util/api-paths.js';

interface SendCodeBody {
  email: string;
  sourceAppPid?: string;
  useMagicLink: boolean;
  /** Where the magic link leads; the app URL when left out. */
  redirect?: string;
}

export function sendCode(request: HttpRequest, locale: Locale, body: SendCodeBody): Promise<{ id: string }> {
  return request<{ id: string }>(API_PATHS.sendCode, { method: 'POST', query: { locale }, body, auth: false });
}

export function loginWithCode(
  request: HttpRequest,
  locale: Locale,
  body: { email: string; code: string; sourceAppPid?: string; inviter?: string },
): Promise<LoginResult> {
  return request<LoginResult>(API_PATHS.emailLogin, { method: 'POST', query: { locale }, body: { action: 'login', ...body }, auth: false });
}

export function readEmailStatus(request: HttpRequest, codeId: string): Promise<{ verified: boolean }> {
  return request<{ verified: boolean }>(API_PATHS.emailStatus, { query: { codeId }, auth: false });
}
