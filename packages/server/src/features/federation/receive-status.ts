import { FoyerError } from '@foyer/core';
import type { Store } from '../../store/types.js';

export type PushedStatus = 'approved' | 'rejected' | 'left';

/**
 * A status the other side pushed: from this app's master, its standing there (`left` when removed); from a member,
 * only that it left. Anything else from a member is refused, so a member cannot approve itself.
 */
export async function receiveStatus(store: Store, caller: string, status: PushedStatus): Promise<void> {
  const now = Date.now();
  if (await store.federatedApps.find('master', caller)) {
    if (status === 'left') await store.federatedApps.remove('master', caller);
    else await store.federatedApps.setStatus('master', caller, status, now);
    return;
  }
  if (status !== 'left') throw new FoyerError('forbidden');
  await store.federatedApps.remove('member', caller);
}
