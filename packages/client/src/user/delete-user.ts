import type { HttpRequest } from '../http/types.js';
import { USER_PATHS } from './user-paths.js';

/**
 * Removes the signed-in user's account and ends all their sessions. The server wants a recent sign-in for it
 * (FRESH_SIGN_IN_MS): an older one rejects with code freshSignInRequired (403), and the app has the user sign in again
 * (any method, which re-proves them) and calls this again.
 */
export async function deleteUser(request: HttpRequest): Promise<void> {
  await request(USER_PATHS.user, { method: 'DELETE' });
}
