import { newUser } from '../store/test-support/fixtures.js';
import type { NewUser } from '../store/types.js';
import type { IssuedSession } from '../features/session/session-service.js';
import type { TestServer } from './start-test-server.js';

/** A new user with a fresh session on `server`, as a wallet sign-in would leave them. */
export async function signIn(server: TestServer, user: Partial<NewUser> = {}): Promise<IssuedSession> {
  const created = await server.store.users.create(newUser(user));
  return server.foyer.sessions.issueSession({ user: created, provider: 'wallet', walletOS: 'web', visitorId: 'visitor-1', ua: 'vitest', ip: '127.0.0.1' });
}
