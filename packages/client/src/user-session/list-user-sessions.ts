import type { UserSession } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_SESSION_PATHS } from './user-session-paths.js';

/** The sessions saved on this browser for quick login: newest first, one per user, optionally of one user or app. */
export async function listUserSessions(request: HttpRequest, filter: { userDid?: string; appPid?: string } = {}): Promise<UserSession[]> {
  const { list } = await request<{ list: UserSession[] }>(USER_SESSION_PATHS.list, { query: filter });
  return list;
}
