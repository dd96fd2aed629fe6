import type { QuickLoginInput, QuickLoginResult } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_SESSION_PATHS } from './user-session-paths.js';

/** Quick login: a new session for an account saved on this browser; refused ('sessionEnded') for any other session. */
export function loginWithUserSession(request: HttpRequest, input: QuickLoginInput): Promise<QuickLoginResult> {
  return request<QuickLoginResult>(USER_SESSION_PATHS.login, { method: 'POST', body: input, auth: false });
}
