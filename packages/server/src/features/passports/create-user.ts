import { DEFAULT_ROLE, ROLES } from '@foyer/core';
import type { NewUser, Store, UserRecord } from '../../store/types.js';
import { resolveInvitation, type InvitePolicy } from '../invitations/resolve-invitation.js';
import { claimOwnership } from './claim-ownership.js';
import { newPassport } from './new-passport.js';

/** A new account as a sign-in method knows it; its role and inviter are decided here. */
export type NewAccount = Omit<NewUser, 'role' | 'inviter'>;

export interface SignUp {
  /** The DID of the `?inviter=` the visitor came with. */
  inviter?: string | null | undefined;
  invites: InvitePolicy;
}

/**
 * Every sign-in method creates its users here: the first user of a fresh app becomes its owner, one who came through
 * an invite link gets the invited role (and a passport saying so), anyone else is a guest.
 */
export async function createUser(store: Store, account: NewAccount, { inviter, invites }: SignUp): Promise<UserRecord> {
  const invitedBy = await resolveInvitation(store, inviter, invites);
  return store.transaction(async (tx) => {
    const owner = await claimOwnership(tx, account.did);
    const role = owner ? ROLES.owner : invitedBy ? invites.invitedRole : DEFAULT_ROLE;
    const user = await tx.users.create({ ...account, role, inviter: invitedBy?.did ?? null });
    if (owner) await tx.passports.create(newPassport({ ownerDid: user.did, role: ROLES.owner, source: 'issue', issuer: user }));
    else if (invitedBy) await tx.passports.create(newPassport({ ownerDid: user.did, role: invites.invitedRole, source: 'invite', issuer: invitedBy }));
    return user;
  });
}
