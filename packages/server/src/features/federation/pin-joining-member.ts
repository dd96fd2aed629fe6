import { FEDERATED_APPROVED, type FederatedMemberStatus } from '@foyer/core';
import type { FederatedAppIdentity, FederatedAppRecord, Store } from '../../store/types.js';
import { sameKey } from './pin-app.js';

/**
 * What a proved join request changes: a new app waits as pending; a pending one may correct its URL, nothing being
 * approved yet; a rejected one keeps its standing until an admin removes it; an approved one that names another URL or
 * key keeps its pin in use and waits, as pending, for a person to approve the change. Answers the caller's standing.
 */
export async function pinJoiningMember(store: Store, known: FederatedAppRecord | null, identity: FederatedAppIdentity): Promise<FederatedMemberStatus> {
  const now = Date.now();
  if (!known || known.status === 'pending') {
    await store.federatedApps.save({ role: 'member', ...identity, status: 'pending' }, now);
    return 'pending';
  }
  if (known.status !== FEDERATED_APPROVED) return known.status;
  if (known.appUrl === identity.appUrl && sameKey(known.publicKey, identity.publicKey)) {
    if (known.pendingChange) await store.federatedApps.setPendingChange('member', known.appId, null, now);
    return known.status;
  }
  await store.federatedApps.setPendingChange('member', known.appId, identity, now);
  return 'pending';
}
