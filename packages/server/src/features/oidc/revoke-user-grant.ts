import { FoyerError } from '@foyer/core';
import type { Store } from '../../store/types.js';

/**
 * Withdraws what a person allowed one app: the grants and every code and token issued under them go from the shared
 * store, so the next introspection, userinfo or refresh on any instance finds nothing and the app must ask again.
 */
export async function revokeUserGrant(store: Store, accountId: string, clientId: string): Promise<void> {
  const removed = await store.oidcModels.removeByAccountAndClient(accountId, clientId);
  if (removed === 0) throw new FoyerError('notFound');
}
