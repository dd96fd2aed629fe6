import { randomUUID } from 'node:crypto';
import { FRESH_SIGN_IN_MS, PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { passkeyClient } from '../passkey/test-support/passkey-client.js';

const freshSignInRequired = {
  code: 'freshSignInRequired',
  error: 'For your safety, please sign in again, then retry within 5 minutes',
};

describe.each(storeFactories)('DELETE /api/user on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const deleteAccount = async (sessionToken: string) => {
    const response = await server.request(USER_SERVICE_PREFIX, { method: 'DELETE', bearer: sessionToken });
    return [response.status, await response.json()];
  };

  /** A session whose sign-in was `ago` ms back, as if it had been kept open (and refreshed) since. */
  async function signedInAgo(ago: number) {
    const { user } = await signIn(server);
    const record = await server.store.users.findByDid(user.did);
    if (!record) throw new Error('no user');
    return server.foyer.sessions.issueSession({ user: record, provider: 'wallet', authenticatedAt: Date.now() - ago });
  }

  it('removes the user and ends every session they have, leaving other users alone', async () => {
    const first = await signIn(server, { fullName: 'Leaving' });
    const user = await server.store.users.findByDid(first.user.did);
    if (!user) throw new Error('no user');
    const second = await server.foyer.sessions.issueSession({ user, provider: 'email' });
    const bystander = await signIn(server);
    for (const { sessionToken } of [first, second]) expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);

    expect(await deleteAccount(first.sessionToken)).toEqual([200, { ok: true }]);

    for (const { sessionToken, refreshToken } of [first, second]) {
      expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(401);
      expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: refreshToken })).status).toBe(401);
    }
    expect(await server.store.users.findByDid(first.user.did)).toBeNull();
    expect((await server.request(`${USER_SERVICE_PREFIX}?did=${encodeURIComponent(first.user.did)}`)).status).toBe(404);
    expect((await server.request(PATHS.session, { bearer: bystander.sessionToken })).status).toBe(200);
  });

  it('refuses a session signed in more than five minutes ago, telling the user to sign in again, and keeps everything', async () => {
    const stale = await signedInAgo(FRESH_SIGN_IN_MS + 1000);
    expect(await deleteAccount(stale.sessionToken)).toEqual([403, freshSignInRequired]);
    expect(await server.store.users.findByDid(stale.user.did)).not.toBeNull();
    expect((await server.request(PATHS.session, { bearer: stale.sessionToken })).status).toBe(200);
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: stale.refreshToken })).status).toBe(200);
  });

  it('accepts a session signed in within the five minutes', async () => {
    const recent = await signedInAgo(FRESH_SIGN_IN_MS - 30_000);
    expect(await deleteAccount(recent.sessionToken)).toEqual([200, { ok: true }]);
    expect(await server.store.users.findByDid(recent.user.did)).toBeNull();
  });

  it('counts a session carried over from another (a login token) as signed in when that one was', async () => {
    const stale = await signedInAgo(FRESH_SIGN_IN_MS + 1000);
    const loginToken = await server.foyer.loginTokens.mintLoginToken(stale.session.id);
    const carried = await server.foyer.loginTokens.exchangeLoginToken(loginToken, { visitorId: undefined, sdkVersion: undefined, connectVersion: undefined, ua: undefined, ip: undefined });
    expect(await deleteAccount(carried.sessionToken)).toEqual([403, freshSignInRequired]);
    expect(await server.store.users.findByDid(stale.user.did)).not.toBeNull();
  });

  it('lets a passkey user sign in again with their passkey and then delete the account, passkeys included', async () => {
    const client = passkeyClient(server);
    const { passkey, options } = await client.signUp({ email: `${randomUUID()}@example.com` });
    const did = Buffer.from(options.user.id, 'base64url').toString();
    const { status, body } = await client.signIn(passkey);
    expect(status).toBe(200);

    expect(await deleteAccount(body.sessionToken)).toEqual([200, { ok: true }]);
    expect(await server.store.users.findByDid(did)).toBeNull();
    expect(await server.store.passkeyCredentials.findById(passkey.id)).toBeNull();
  });
});
