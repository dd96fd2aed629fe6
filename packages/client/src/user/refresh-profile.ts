import type { SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** The user read afresh, with every server instance's cached copy dropped. */
export function refreshProfile(request: HttpRequest): Promise<SessionUser> {
  return request<SessionUser>(USER_PATHS.refreshProfile, { method: 'PUT' });
}
