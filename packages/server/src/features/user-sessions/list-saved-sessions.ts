import { PAGINATION, quickLoginSessions, type UserSession } from '@foyer/core';
import type { DeviceSessionFilter, Store } from '../../store/types.js';
import { loadSessionUser } from '../users/load-session-user.js';
import { toUserSession } from './to-user-session.js';

/** The device's live sessions for quick login: newest first, one per user, each with its account. */
export async function listSavedSessions(store: Store, deviceId: string, filter: DeviceSessionFilter): Promise<UserSession[]> {
  const sessions = quickLoginSessions(await store.devices.listSessions(deviceId, filter, Date.now(), PAGINATION.maxPageSize));
  const listed = await Promise.all(
    sessions.map(async (session) => {
      const user = await store.users.findByDid(session.userDid);
      return user && toUserSession(session, await loadSessionUser(store, user, session.passportId));
    }),
  );
  return listed.filter((session): session is UserSession => session !== null);
}
