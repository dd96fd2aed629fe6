import type { Paging, UserSession } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_SESSION_PATHS } from './user-session-paths.js';

/** The signed-in user's live sessions on every device, a page at a time (page 1 of 10 unless asked). */
export function listMySessions(request: HttpRequest, paging: { page?: number; pageSize?: number } = {}): Promise<{ list: UserSession[]; paging: Paging }> {
  return request(USER_SESSION_PATHS.myself, { query: paging });
}
