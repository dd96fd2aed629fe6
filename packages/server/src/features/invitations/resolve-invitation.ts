import { ROLES, validateInviteDepth } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store, UserRecord } from '../../store/types.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import { inviteDepthOf } from './invite-depth.js';

/** The app's invitation settings: whether invites count, and the role an invited newcomer gets. */
export type InvitePolicy = Pick<FoyerConfig, 'invitesEnabled' | 'invitedRole'>;

/** For a sign-up that no invite link can bring in. */
export const INVITES_OFF: InvitePolicy = { invitesEnabled: false, invitedRole: ROLES.guest };

/** Refuses, with inviteDepthExceeded, an inviter whose invitees would sit deeper than SPEC §5 allows. */
export async function assertCanInvite(store: Store, inviter: UserRecord): Promise<void> {
  validOrThrow(validateInviteDepth((await inviteDepthOf(store, inviter)) + 1));
}

/** The user who invited a newcomer: none when invites are off or the DID names nobody; refused past the invite depth. */
export async function resolveInvitation(store: Store, inviterDid: string | null | undefined, policy: InvitePolicy): Promise<UserRecord | null> {
  if (!policy.invitesEnabled || !inviterDid) return null;
  const inviter = await store.users.findByDid(inviterDid);
  if (inviter) await assertCanInvite(store, inviter);
  return inviter;
}
