import { FEDERATED_APPROVED, FoyerError, type SessionResponse } from '@foyer/core';
import type { FederationDeps } from './federation-deps.js';
import { signLoginAssertion } from './login-assertion.js';

/**
 * The master's half of a one-click sign-in: for the person signed in here (session token of the popup page, by cookie
 * or bearer), an assertion addressed to one approved member. The master remembers which member got which of its
 * sessions, so a federated logout from that member may end it and no other.
 */
export async function federatedLogin({ store, appKey, sessions }: FederationDeps, token: string | undefined, memberAppId: string): Promise<{ assertion: string }> {
  const { claims, body } = await sessions.authenticate(token);
  const member = await store.federatedApps.find('member', memberAppId);
  if (member?.status !== FEDERATED_APPROVED) throw new FoyerError('federationNotMember');
  const { user } = JSON.parse(body) as SessionResponse;
  if (!user) throw new FoyerError('invalidToken');
  await store.federatedSessions.link(member.appId, claims.sid, claims.sid, Date.now());
  return { assertion: await signLoginAssertion(appKey, member, user, claims.sid) };
}
