// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../../server/src/store/test-support/stores.js';
import { signIn } from '../../../server/src/test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../../server/src/test-support/start-test-server.js';
import { serverRequest } from '../passports/test-support/server-request.js';
import { getInviteLink } from './get-invite-link.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');
if (!sqlite) throw new Error('no sqlite store factory');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ factory: sqlite, config: { invitesEnabled: true } });
});

afterAll(async () => {
  await server?.close();
});

describe('getInviteLink against the real server', () => {
  it("answers the app's address carrying the signed-in user's DID as inviter", async () => {
    const member = await signIn(server, { role: 'member' });

    const link = new URL(await getInviteLink(serverRequest(server, member.sessionToken)));

    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.searchParams.get('inviter')).toBe(member.user.did);
  });

  it('rejects with Forbidden for a role that may not query the team', async () => {
    const ci = await signIn(server, { role: 'ci' });
    await expect(getInviteLink(serverRequest(server, ci.sessionToken))).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
