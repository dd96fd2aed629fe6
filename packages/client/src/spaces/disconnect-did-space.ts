import { PATHS, type SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

/** Forgets the user's storage space (DELETE on the updateDidSpace path); the user without it comes back. */
export function disconnectDidSpace(request: HttpRequest): Promise<SessionUser> {
  return request<SessionUser>(PATHS.didSpace, { method: 'DELETE' });
}
