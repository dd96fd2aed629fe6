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

/** The user a wallet DID belongs to: its own user, or the user who bound it as their wallet. */
export async function walletOwner(store: Store, did: string): Promise<UserRecord | null> {
  const own = await store.users.findByDid(did);
  if (own) return own;
  const bound = await store.connectedAccounts.findByProviderUser('wallet', did);
  return bound && store.users.findByDid(bound.userDid);
}

/**
 * The user a wallet DID signs in as: its owner, else a new user with the profile the wallet shared. The e-mail a wallet
 * states is unproven, so it is kept as display metadata and never becomes the address e-mail sign-in finds users by.
 */
export async function signInWalletUser(store: Store, { did, pk, fullName, email, avatar, sourceAppPid, inviter }: WalletIdentity, invites: InvitePolicy): Promise<UserRecord> {
  const now = Date.now();
  const existing = await walletOwner(store, did);
  if (existing) return (await store.users.update(existing.did, { lastLoginAt: now })) ?? existing;
  try {
    return await createUser(
      store,
      {
        did,
        pk,
        sourceProvider: 'wallet',
        fullName: fullName ?? null,
        metadata: email ? { email } : null,
        avatar: avatar ?? null,
        sourceAppPid: sourceAppPid ?? null,
        lastLoginAt: now,
      },
      { inviter, invites },
    );
  } catch (error) {
    // Two first sign-ins of one DID race to create it; the loser signs in to the winner's user.
    const created = await store.users.findByDid(did);
    if (!created) throw error;
    return created;
  }
}
