import { PAGINATION } from '@foyer/core';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';

/** Signs out every live session of the person but `keepSessionId` (this device), each through endSession; answers how many ended. */
export async function endOtherSessions(store: Store, sessions: SessionService, userDid: string, keepSessionId: string): Promise<number> {
  let ended = 0;
  // Each ended session leaves the live list, so the first page always holds the ones still to end.
  for (;;) {
    const { list } = await store.userSessions.listActive({ userDid }, { page: 1, pageSize: PAGINATION.maxPageSize }, Date.now());
    const others = list.filter((session) => session.id !== keepSessionId);
    if (others.length === 0) return ended;
    for (const session of others) await sessions.endSession(session.id);
    ended += others.length;
  }
}
