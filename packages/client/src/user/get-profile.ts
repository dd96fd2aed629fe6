import type { SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

export function getProfile(request: HttpRequest): Promise<SessionUser> {
  return request<SessionUser>(USER_PATHS.profile);
}
