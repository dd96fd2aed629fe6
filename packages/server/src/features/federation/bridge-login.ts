import { FEDERATED_APPROVED, FoyerError } from '@foyer/core';
import { loadSessionUser } from '../users/load-session-user.js';
import type { FederationDeps } from './federation-deps.js';
import { signLoginAssertion } from './login-assertion.js';

/**
 * The master's half of an automatic sign-in: its shared bridge frame, granted storage access on a member's page, shows
 * the bridge cookie naming session `sid`; while that session is live, an assertion for the approved member, as the
 * popup's federatedLogin gives.
 */
export async function bridgeLogin({ store, appKey }: FederationDeps, sid: string, memberAppId: string): Promise<{ assertion: string }> {
  const now = Date.now();
  const session = await store.userSessions.findById(sid);
  if (!session || session.status !== 'online' || session.expiresAt <= now) throw new FoyerError('invalidToken');
  const member = await store.federatedApps.find('member', memberAppId);
  if (member?.status !== FEDERATED_APPROVED) throw new FoyerError('federationNotMember');
  const record = await store.users.findByDid(session.userDid);
  if (!record) throw new FoyerError('invalidToken');
  const user = await loadSessionUser(store, record, session.passportId);
  await store.federatedSessions.link(member.appId, sid, sid, now);
  return { assertion: await signLoginAssertion(appKey, member, user, sid) };
}
