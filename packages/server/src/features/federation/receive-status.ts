import type { Store } from '../../store/types.js';

export type PushedStatus = 'approved' | 'rejected' | 'left';

/** The standing this app's master pushed (`left` when it removed this app); the route took the call with the master's pinned key only. */
export async function receiveStatusFromMaster(store: Store, master: string, status: PushedStatus): Promise<void> {
  if (status === 'left') await store.federatedApps.remove('master', master);
  else await store.federatedApps.setStatus('master', master, status, Date.now());
}

/** A member said it left; the route took the call with that member's pinned key only, so a member can say nothing else. */
export async function receiveMemberLeft(store: Store, member: string): Promise<void> {
  await store.federatedApps.remove('member', member);
}
