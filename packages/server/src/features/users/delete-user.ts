import { FoyerError, FRESH_SIGN_IN_MS, TIME } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { Store } from '../../store/types.js';
import type { SessionClaims } from '../../tokens/session-token.js';
import type { SessionService } from '../session/session-service.js';

// Removing a user is a multi-factor action (SPEC §6): a stolen or long-open session must not do it, so the sign-in must be recent.
async function requireFreshSignIn(store: Store, sessionId: string): Promise<void> {
  const session = await store.userSessions.findById(sessionId);
  if (!session || Date.now() - session.authenticatedAt > FRESH_SIGN_IN_MS) {
    throw new FoyerError('freshSignInRequired', { params: { minutes: FRESH_SIGN_IN_MS / TIME.minute } });
  }
}

/**
 * Removes the signed-in user with everything that is theirs, once they signed in within FRESH_SIGN_IN_MS;
 * each of their sessions ends first, so no instance keeps answering for it.
 */
export async function deleteUser(store: Store, bus: Bus, sessions: SessionService, { sub: did, sid }: Pick<SessionClaims, 'sub' | 'sid'>): Promise<void> {
  await requireFreshSignIn(store, sid);
  const live = await store.userSessions.expireAllOfUser(did);
  await Promise.all(live.map((sessionId) => sessions.endSession(sessionId)));
  await store.users.remove(did);
  await bus.publish('user.updated', { did });
}
