import { MAX_INVITE_DEPTH } from '@foyer/core';
import type { Store, UserRecord } from '../../store/types.js';

/** How many invitations separate `user` from an uninvited user; counting stops past the limit, which is all a check needs. */
export async function inviteDepthOf(store: Store, user: UserRecord): Promise<number> {
  let depth = 0;
  let current: UserRecord | null = user;
  while (current?.inviter && depth <= MAX_INVITE_DEPTH) {
    // A removed inviter still counts as one invitation up; the chain just cannot be followed past it.
    depth += 1;
    current = await store.users.findByDid(current.inviter);
  }
  return depth;
}
