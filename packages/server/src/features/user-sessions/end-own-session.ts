import { FoyerError } from '@foyer/core';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';

/**
 * Signs one of the person's own sessions out, as signing out on that device would: through endSession, so every instance
 * refuses it once the bus message arrives. Another person's session, an unknown or an ended one is not found.
 */
export async function endOwnSession(store: Store, sessions: SessionService, userDid: string, sessionId: string): Promise<void> {
  const session = await store.userSessions.findById(sessionId);
  if (!session || session.userDid !== userDid || session.status === 'expired') throw new FoyerError('notFound');
  await sessions.endSession(sessionId);
}
