import { FEDERATED_APPROVED, SERVER_PATHS } from '@foyer/core';
import type { FederationDeps } from './federation-deps.js';
import { tellApp } from './tell-app.js';

/**
 * Federated logout (issue 14). Every local session that came from a master sign-in is tied to the master's session id
 * (`masterSid`). Signing out with `includeFederated` ends the own session, then: on a member, asks the master to end
 * `masterSid`; on the master, tells every approved member to end the sessions tied to it. The master, asked by a member,
 * ends that session and tells the members in turn.
 */

async function tellMembers({ store, appKey, log }: FederationDeps, masterSid: string): Promise<void> {
  const members = (await store.federatedApps.list('member')).filter((member) => member.status === FEDERATED_APPROVED);
  await Promise.all(members.map((member) => tellApp({ appKey, log }, member, SERVER_PATHS.federatedLogout, { masterSid })));
}

/** After this app ended its own session `sessionId` at the person's request to sign out of the federation too. */
export async function logoutFederated(deps: FederationDeps, sessionId: string): Promise<void> {
  const link = await deps.store.federatedSessions.findBySession(sessionId);
  const master = link && (await deps.store.federatedApps.find('master', link.appId));
  if (link && master) await tellApp(deps, master, SERVER_PATHS.federatedLogout, { masterSid: link.masterSid });
  else await tellMembers(deps, sessionId);
}

/** A signed `federatedLogout` from `caller`: the master ends the tied sessions here; a member ends a master session it was given. */
export async function receiveFederatedLogout(deps: FederationDeps, caller: string, masterSid: string): Promise<void> {
  const { store, sessions } = deps;
  const tied = await store.federatedSessions.listSessions(caller, masterSid);
  await Promise.all(tied.map((sessionId) => sessions.endSession(sessionId)));
  // Only a member that was handed this master session (the link federatedLogin wrote) may end it, and the others hear of it.
  if (tied.includes(masterSid) && (await store.federatedApps.find('member', caller))) await tellMembers(deps, masterSid);
}
