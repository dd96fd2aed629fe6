import { type Passport, PASSPORT_ROLES, PATHS, ROLES, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

// SPEC §6 for the resource Foyer serves, spelled out apart from core's GRANTS: who may query the team and who may change it.
const QUERY_TEAM = new Set<string>([
  ROLES.guest,
  ROLES.member,
  ROLES.admin,
  ROLES.owner,
  ROLES.productSdk,
  ROLES.productMember,
  ROLES.productAdmin,
  ROLES.productOwner,
]);
const MUTATE_TEAM = new Set<string>([ROLES.admin, ROLES.owner, ROLES.productSdk, ROLES.productAdmin, ROLES.productOwner]);

describe.each(storeFactories)('SPEC §6 grants on the team routes on $name', (factory) => {
  let server: TestServer;
  let ownerToken: string;
  let holderDid: string;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { invitesEnabled: true } });
    ownerToken = (await signIn(server, { role: 'owner' })).sessionToken;
    holderDid = (await signIn(server)).user.did;
  });

  afterAll(async () => {
    await server?.close();
  });

  const statusOf = async (path: string, bearer: string, init: { method?: string; json?: unknown } = {}) => (await server.request(path, { ...init, bearer })).status;
  const issue = (bearer: string) => statusOf(SERVER_PATHS.teamPassports, bearer, { method: 'POST', json: { ownerDid: holderDid, role: 'member' } });
  async function revokeAs(bearer: string): Promise<number> {
    const response = await server.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: holderDid, role: 'member' } });
    const { id } = (await response.json()) as Passport;
    return statusOf(`${SERVER_PATHS.teamPassports}/${id}/revoke`, bearer, { method: 'POST' });
  }
  const listTeamPassports = (bearer: string) => statusOf(`${SERVER_PATHS.teamPassports}?ownerDid=${encodeURIComponent(holderDid)}`, bearer);
  const inviteLink = (bearer: string) => statusOf(PATHS.inviteLink, bearer);

  /** What each team route answers a token: 200/201 when the grant is there, 403 when it is not. */
  async function answers(bearer: string) {
    return {
      list: await listTeamPassports(bearer),
      invite: await inviteLink(bearer),
      issue: await issue(bearer),
      revoke: await revokeAs(bearer),
    };
  }
  const expected = (role: string) => ({
    // Another person's passports are for those who issue them (team-passport-readers.test.ts covers one's own).
    list: MUTATE_TEAM.has(role) ? 200 : 403,
    invite: QUERY_TEAM.has(role) ? 200 : 403,
    issue: MUTATE_TEAM.has(role) ? 201 : 403,
    revoke: MUTATE_TEAM.has(role) ? 200 : 403,
  });

  it.each(Object.values(ROLES))('allows and refuses %s exactly as SPEC §6 grants it', async (role) => {
    const { sessionToken } = await signIn(server, { role });
    expect(await answers(sessionToken)).toEqual(expected(role));
  });

  it.each(PASSPORT_ROLES)('grants a guest who switched to a %s passport what that role may do', async (role) => {
    const guest = await signIn(server, { role: 'guest' });
    const issued = await server.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: guest.user.did, role } });
    const { id } = (await issued.json()) as Passport;
    const switched = await server.request(PATHS.switchPassport, { method: 'POST', bearer: guest.sessionToken, json: { passportId: id } });
    const { sessionToken } = (await switched.json()) as { sessionToken: string };

    expect(await answers(sessionToken)).toEqual(expected(role));
  });

  it('answers 401, not 403, to a request without a live session', async () => {
    expect(await answers('not-a-token')).toEqual({ list: 401, invite: 401, issue: 401, revoke: 401 });
  });
});
