import type { SessionUser } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';
import { toSessionUser } from './to-session-user.js';

export async function loadSessionUser(store: Store, user: UserRecord, activePassportId: string | null): Promise<SessionUser> {
  const [accounts, passports] = await Promise.all([store.connectedAccounts.listByUser(user.did), store.passports.listByOwner(user.did)]);
  return toSessionUser({ user, accounts, passports, activePassportId });
}
