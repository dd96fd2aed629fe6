import type { SessionUser, SpaceGateway } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Records the storage space the user connected as their didSpace. */
export function updateDidSpace(request: HttpRequest, spaceGateway: SpaceGateway): Promise<SessionUser> {
  return request<SessionUser>(USER_PATHS.updateDidSpace, { method: 'PUT', body: { spaceGateway } });
}
