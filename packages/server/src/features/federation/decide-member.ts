import { type FederatedMember, FoyerError, SERVER_PATHS } from '@foyer/core';
import type { FederatedAppIdentity, FederatedAppRecord } from '../../store/types.js';
import type { FederationDeps } from './federation-deps.js';
import { toMember } from './federated-settings.js';
import { tellApp } from './tell-app.js';

export type MemberDecision = 'approve' | 'reject' | 'remove';

const pinOf = ({ appId, appPid, appName, appUrl, appLogo, publicKey }: FederatedAppRecord): FederatedAppIdentity => ({ appId, appPid, appName, appUrl, appLogo, publicKey });

/**
 * The master's admin decides on a member; the member hears of it by a signed status call (a removed one as `left`).
 * Approving a member that asked to move pins its new URL and key; rejecting drops the change with the standing.
 */
export async function decideMember(deps: FederationDeps, appId: string, decision: MemberDecision): Promise<FederatedMember> {
  const { store } = deps;
  const member = await store.federatedApps.find('member', appId);
  if (!member) throw new FoyerError('notFound');
  if (decision === 'remove') {
    await store.federatedApps.remove('member', appId);
    await tellApp(deps, member, SERVER_PATHS.federatedStatus, { status: 'left' });
    return toMember(member);
  }
  // The save replaces the pin and clears the pending change: an approval takes the change, a rejection drops it.
  const identity = decision === 'approve' ? (member.pendingChange ?? pinOf(member)) : pinOf(member);
  const updated = await store.federatedApps.save({ role: 'member', ...identity, status: decision === 'approve' ? 'approved' : 'rejected' }, Date.now());
  await tellApp(deps, updated, SERVER_PATHS.federatedStatus, { status: updated.status });
  return toMember(updated);
}
