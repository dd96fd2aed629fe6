import { type Passport, PATHS, SERVER_PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in.js';
import type { TestServer } from '../../test-support/start-test-server.js';
import { twoInstancesAvailable, useTwoInstances } from '../../test-support/two-instances.js';

describe.runIf(twoInstancesAvailable)('passports across two instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;

  useTwoInstances((pair) => ({ a, b } = pair));

  const roleOn = async (server: TestServer, bearer: string) => ((await (await server.request(PATHS.session, { bearer })).json()) as { user: { role: string } }).user.role;

  it('shows on B, once A switched the session or revoked its passport, the role A left it with', async () => {
    const owner = await signIn(a, { role: 'owner' });
    const member = await signIn(a, { role: 'member' });
    const issued = await a.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: owner.sessionToken, json: { ownerDid: member.user.did, role: 'admin' } });
    const passport = (await issued.json()) as Passport;
    expect(await roleOn(b, member.sessionToken)).toBe('member');

    const switched = await a.request(PATHS.switchPassport, { method: 'POST', bearer: member.sessionToken, json: { passportId: passport.id } });
    expect(switched.status).toBe(200);

    await expect.poll(() => roleOn(b, member.sessionToken)).toBe('admin');
    expect((await a.request(`${SERVER_PATHS.teamPassports}/${passport.id}/revoke`, { method: 'POST', bearer: owner.sessionToken })).status).toBe(200);
    await expect.poll(() => roleOn(b, member.sessionToken)).toBe('member');
  });
});
