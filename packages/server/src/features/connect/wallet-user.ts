import type { Store, UserRecord } from '../../store/types.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { createUser } from '../passports/create-user.js';

export interface WalletIdentity {
  did: string;
  pk: string;
  fullName?: string;
  email?: string;
  avatar?: string;
  sourceAppPid?: string;
  /** The DID of the invite link the page was opened with. */
  inviter?: string;
}

/** The user a wallet DID signs in as: the existing one, else a new user with the profile the wallet shared. */
export async function signInWalletUser(store: Store, { did, pk, fullName, email, avatar, sourceAppPid, inviter }: WalletIdentity, invites: InvitePolicy): Promise<UserRecord> {
  const now = Date.now();
  const existing = await store.users.findByDid(did);
  if (existing) return (await store.users.update(did, { lastLoginAt: now })) ?? existing;
  try {
    return await createUser(
      store,
      { did, pk, sourceProvider: 'wallet', fullName: fullName ?? null, email: email ?? null, avatar: avatar ?? null, sourceAppPid: sourceAppPid ?? null, lastLoginAt: now },
      { inviter, invites },
    );
  } catch (error) {
    // Two first sign-ins of one DID race to create it; the loser signs in to the winner's user.
    const created = await store.users.findByDid(did);
    if (!created) throw error;
    return created;
  }
}
