import { DEFAULT_PROVIDER, FEDERATED_APPROVED, FoyerError, type AppInfo } from '@foyer/core';
import type { RequestClient } from '../../http/app-env.js';
import type { Store, UserRecord } from '../../store/types.js';
import { appInfo } from '../app-info/app-info-routes.js';
import { INVITES_OFF } from '../invitations/resolve-invitation.js';
import { createUser } from '../passports/create-user.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import type { FederationDeps } from './federation-deps.js';
import { appFederation } from './federated-settings.js';
import { assertionIssuer, verifyLoginAssertion, type LoginAssertion } from './login-assertion.js';

/** The member's sign-in result: like every other, plus the member app's info as the SDK shows it after a federated sign-in. */
export type FederatedLoginResult = PlainLoginResult & { memberAppInfo: AppInfo };

// The master's role is not carried over: an admin there is not an admin here, so a new user starts with this app's default role.
async function federatedUser(store: Store, claims: LoginAssertion): Promise<UserRecord> {
  const now = Date.now();
  const existing = await store.users.findByDid(claims.sub);
  if (existing) return (await store.users.update(existing.did, { lastLoginAt: now })) ?? existing;
  const { fullName, avatar, email } = claims.user;
  // An address another account here already holds stays with that account.
  const ownEmail = email && !(await store.users.findByEmail(email)) ? email : null;
  const account = { did: claims.sub, sourceProvider: DEFAULT_PROVIDER, sourceAppPid: claims.sourceAppPid, fullName, avatar: avatar ?? null, email: ownEmail, lastLoginAt: now };
  try {
    return await createUser(store, account, { inviter: null, invites: INVITES_OFF });
  } catch (error) {
    // Two first sign-ins of one person race to create the same DID; the loser signs in to the winner's user.
    const created = await store.users.findByDid(claims.sub);
    if (!created) throw error;
    return created;
  }
}

/**
 * The member's half of a one-click sign-in: the assertion must come from the pinned master of an approved federation,
 * be addressed to this app, be fresh and unused. The person gets the same DID here, a session of this app, and that
 * session is tied to the master's `sid` for federated logout.
 */
export async function loginMaster(deps: FederationDeps, assertion: string, client: RequestClient): Promise<FederatedLoginResult> {
  const { store, appKey, sessions, config } = deps;
  const master = await store.federatedApps.find('master', assertionIssuer(assertion));
  if (!master) throw new FoyerError('federationAssertionInvalid');
  if (master.status !== FEDERATED_APPROVED) throw new FoyerError('federationNotApproved', { params: { status: master.status } });
  const claims = await verifyLoginAssertion(assertion, master, appKey.did);
  if (!(await store.federationNonces.use(`${master.appId} ${claims.jti}`, claims.exp * 1000, Date.now()))) {
    throw new FoyerError('federationAssertionInvalid');
  }
  const user = await federatedUser(store, claims);
  const issued = await sessions.issueSession({ ...client, user, provider: DEFAULT_PROVIDER, method: 'federated' });
  await store.federatedSessions.link(master.appId, issued.session.id, claims.sid, Date.now());
  const memberAppInfo: AppInfo = { ...appInfo(appKey.did, config), federated: await appFederation(store) };
  return { ...toLoginResult(issued), memberAppInfo };
}
