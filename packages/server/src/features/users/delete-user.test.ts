import { PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

describe.each(storeFactories)('DELETE /api/user on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('removes the user and ends every session they have, leaving other users alone', async () => {
    const first = await signIn(server, { fullName: 'Leaving' });
    const user = await server.store.users.findByDid(first.user.did);
    if (!user) throw new Error('no user');
    const second = await server.foyer.sessions.issueSession({ user, provider: 'email' });
    const bystander = await signIn(server);
    for (const { sessionToken } of [first, second]) expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);

    const deleted = await server.request(USER_SERVICE_PREFIX, { method: 'DELETE', bearer: first.sessionToken });
    expect([deleted.status, await deleted.json()]).toEqual([200, { ok: true }]);

    for (const { sessionToken, refreshToken } of [first, second]) {
      expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(401);
      expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: refreshToken })).status).toBe(401);
    }
    expect(await server.store.users.findByDid(first.user.did)).toBeNull();
    expect((await server.request(`${USER_SERVICE_PREFIX}?did=${encodeURIComponent(first.user.did)}`)).status).toBe(404);
    expect((await server.request(PATHS.session, { bearer: bystander.sessionToken })).status).toBe(200);
  });
});
