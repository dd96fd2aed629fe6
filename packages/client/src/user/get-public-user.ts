import type { PublicUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** What anyone may see of a user by DID; the server answers from its one-hour cache. */
export function getPublicUser(request: HttpRequest, did: string): Promise<PublicUser> {
  return request<PublicUser>(USER_PATHS.user, { query: { did }, auth: false });
}
