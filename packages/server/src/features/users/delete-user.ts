import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';

/** Removes a user with everything that is theirs; each of their sessions ends first, so no instance keeps answering for it. */
export async function deleteUser(store: Store, bus: Bus, sessions: SessionService, did: string): Promise<void> {
  const live = await store.userSessions.expireAllOfUser(did);
  await Promise.all(live.map((sessionId) => sessions.endSession(sessionId)));
  await store.users.remove(did);
  await bus.publish('user.updated', { did });
}
