import type { ProfileUpdate, SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Changes the given fields (metadata and address are replaced whole) and answers the updated user. */
export function updateProfile(request: HttpRequest, update: ProfileUpdate): Promise<SessionUser> {
  return request<SessionUser>(USER_PATHS.profile, { method: 'PUT', body: update });
}
