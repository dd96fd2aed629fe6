import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/** Removes the signed-in user's account and ends all their sessions. */
export async function deleteUser(request: HttpRequest): Promise<void> {
  await request(USER_PATHS.user, { method: 'DELETE' });
}
