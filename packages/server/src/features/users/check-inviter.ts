import { FoyerError, MAX_INVITE_DEPTH } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';
import { assertCanInvite } from '../invitations/resolve-invitation.js';

const badInviter = (detail: string) => new FoyerError('invalidInput', { field: 'inviter', params: { field: 'inviter', detail } });

async function isInvitedBy(store: Store, user: UserRecord, did: string): Promise<boolean> {
  let current: UserRecord | null = user;
  for (let depth = 0; current?.inviter && depth <= MAX_INVITE_DEPTH; depth++) {
    if (current.inviter === did) return true;
    current = await store.users.findByDid(current.inviter);
  }
  return false;
}

/**
 * An inviter is recorded once, and only one that could have invited the user: another user of the app, within the
 * invite depth, and not someone the user invited (directly or down the chain), which would make the chain a loop.
 */
export async function checkInviter(store: Store, user: UserRecord, inviterDid: string): Promise<void> {
  if (user.inviter === inviterDid) return;
  if (user.inviter) throw badInviter('already set');
  const inviter = await store.users.findByDid(inviterDid);
  if (!inviter || inviter.did === user.did || (await isInvitedBy(store, inviter, user.did))) throw badInviter('not a user who could have invited you');
  await assertCanInvite(store, inviter);
}
