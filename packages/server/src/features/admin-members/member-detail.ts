import { FoyerError, type AdminMemberDetail } from '@foyer/core';
import type { Store } from '../../store/types.js';
import { toPassport } from '../passports/to-passport.js';
import { toSessionUser } from '../users/to-session-user.js';
import { toAdminMember } from './to-admin-member.js';

/** One person with every passport they hold or held and the ways they sign in; notFound for a DID nobody holds. */
export async function memberDetail(store: Store, did: string): Promise<AdminMemberDetail> {
  const user = await store.users.findByDid(did);
  if (!user) throw new FoyerError('notFound');
  const [accounts, passports, passkeys] = await Promise.all([
    store.connectedAccounts.listByUser(did),
    store.passports.listByOwner(did),
    store.passkeyCredentials.listByUser(did),
  ]);
  // The session's view counts the account's own way in (its source provider) among its connected accounts.
  const { connectedAccounts } = toSessionUser({ user, accounts, passports, activePassportId: null });
  return { member: toAdminMember(user), passports: passports.map(toPassport), signInMethods: { connectedAccounts, passkeys: passkeys.length } };
}
