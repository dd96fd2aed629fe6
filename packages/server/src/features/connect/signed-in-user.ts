import { FoyerError } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';
import { toSessionUser } from '../users/to-session-user.js';
import type { StartedBy } from './connect-action.js';

export interface SignedInUser {
  user: UserRecord;
  /** The wallet the user's session shows (SPEC §3 walletDid), worked out the one way GET /session does. */
  walletDid: string | undefined;
}

/** The user whose page opened the connect session; invalidToken when there is none, or no longer. */
export async function signedInUser(store: Store, startedBy: StartedBy | undefined): Promise<SignedInUser> {
  const user = startedBy && (await store.users.findByDid(startedBy.did));
  if (!user) throw new FoyerError('invalidToken');
  const accounts = await store.connectedAccounts.listByUser(user.did);
  return { user, walletDid: toSessionUser({ user, accounts, passports: [], activePassportId: null }).walletDid };
}
