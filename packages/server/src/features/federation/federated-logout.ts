import { FEDERATED_APPROVED, SERVER_PATHS } from '@foyer/core';
import type { FederationDeps } from './federation-deps.js';
import { tellApp } from './tell-app.js';

/**
 * Federated logout (issue 14). Every local session that came from a master sign-in is tied to the master's session id
 * (`masterSid`). Signing out with `includeFederated` ends the own session, then: on a member, asks the master to end
 * `masterSid`; on the master, tells every approved member to end the sessions tied to it. The master, asked by a member,
 * ends that session and tells the members in turn. Each direction has its own route, taking only its role's pinned key.
 */

async function tellMembers(deps: FederationDeps, masterSid: string): Promise<void> {
  const members = (await deps.store.federatedApps.list('member')).filter((member) => member.status === FEDERATED_APPROVED);
  await Promise.all(members.map((member) => tellApp(deps, member, SERVER_PATHS.federatedLogout, { masterSid })));
}

/** After this app ended its own session `sessionId` at the person's request to sign out of the federation too. */
export async function logoutFederated(deps: FederationDeps, sessionId: string): Promise<void> {
  const link = await deps.store.federatedSessions.findBySession(sessionId);
  const master = link && (await deps.store.federatedApps.find('master', link.appId));
  if (link && master) await tellApp(deps, master, SERVER_PATHS.federatedMemberLogout, { masterSid: link.masterSid });
  else await tellMembers(deps, sessionId);
}

/** Ends the local sessions `caller` tied to `masterSid`; answers them. */
async function endTiedSessions({ store, sessions }: FederationDeps, caller: string, masterSid: string): Promise<string[]> {
  const tied = await store.federatedSessions.listSessions(caller, masterSid);
  await Promise.all(tied.map((sessionId) => sessions.endSession(sessionId)));
  return tied;
}

/** A member, from its master's signed call: end the sessions that came from master session `masterSid`. */
export async function receiveLogoutFromMaster(deps: FederationDeps, master: string, masterSid: string): Promise<void> {
  await endTiedSessions(deps, master, masterSid);
}

/** The master, from a member's signed call: only a member that was handed `masterSid` (the link federatedLogin wrote) may end it; the others hear of it. */
export async function receiveLogoutFromMember(deps: FederationDeps, member: string, masterSid: string): Promise<void> {
  if ((await endTiedSessions(deps, member, masterSid)).includes(masterSid)) await tellMembers(deps, masterSid);
}
