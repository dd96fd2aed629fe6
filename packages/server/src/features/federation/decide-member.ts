import { type FederatedMember, FoyerError, SERVER_PATHS } from '@foyer/core';
import type { FederationDeps } from './federation-deps.js';
import { toMember } from './federated-settings.js';
import { tellApp } from './tell-app.js';

export type MemberDecision = 'approve' | 'reject' | 'remove';

const STATUS_OF = { approve: 'approved', reject: 'rejected' } as const;

/** The master's admin decides on a member; the member hears of it by a signed status call (a removed one as `left`). */
export async function decideMember({ store, appKey, log }: FederationDeps, appId: string, decision: MemberDecision): Promise<FederatedMember> {
  const member = await store.federatedApps.find('member', appId);
  if (!member) throw new FoyerError('notFound');
  if (decision === 'remove') {
    await store.federatedApps.remove('member', appId);
    await tellApp({ appKey, log }, member, SERVER_PATHS.federatedStatus, { status: 'left' });
    return toMember(member);
  }
  const updated = await store.federatedApps.setStatus('member', appId, STATUS_OF[decision], Date.now());
  if (!updated) throw new FoyerError('notFound');
  await tellApp({ appKey, log }, updated, SERVER_PATHS.federatedStatus, { status: updated.status });
  return toMember(updated);
}
