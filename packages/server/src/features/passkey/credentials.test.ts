import { randomUUID } from 'node:crypto';
import { PASSKEY_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnectedAccount } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { passkeyClient } from './test-support/passkey-client.js';

const CREDENTIALS = `${PASSKEY_PREFIX}/credentials`;

describe.each(storeFactories)('passkey credentials on $name', (factory) => {
  let server: TestServer;
  let client: ReturnType<typeof passkeyClient>;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    client = passkeyClient(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  const list = async (bearer?: string) => {
    const response = await server.request(CREDENTIALS, { bearer });
    return { status: response.status, body: await response.json() };
  };
  const remove = async (id: string, bearer?: string, locale = 'en') => {
    const response = await server.request(`${CREDENTIALS}/${id}?locale=${locale}`, { method: 'DELETE', bearer });
    return { status: response.status, body: await response.json() };
  };
  const removeFailed = { status: 400, body: { code: 'disconnectPasskeyFailed', error: 'Passkey remove failed' } };

  /** A passkey-only account with `count` passkeys, signed in with the first. */
  async function passkeyAccount(count: number) {
    const first = await client.signUp({ email: `${randomUUID()}@example.com` });
    const { body: login } = await client.signIn(first.passkey);
    const more = [];
    for (let added = 1; added < count; added += 1) more.push(await client.signUp({}, { bearer: login.sessionToken }));
    return { sessionToken: login.sessionToken as string, passkeys: [first.passkey, ...more.map(({ passkey }) => passkey)] };
  }

  it('lists the signed-in user’s passkeys, oldest first, with when each was last used', async () => {
    const { sessionToken, passkeys } = await passkeyAccount(2);
    const { status, body } = await list(sessionToken);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: passkeys[0]?.id, name: null, createdAt: expect.any(Number), lastUsedAt: expect.any(Number) },
      { id: passkeys[1]?.id, name: null, createdAt: expect.any(Number), lastUsedAt: null },
    ]);
    expect(await list()).toEqual({ status: 401, body: { code: 'invalidToken', error: 'Invalid token' } });
  });

  it('removes a passkey, which then signs in no more', async () => {
    const { sessionToken, passkeys } = await passkeyAccount(2);
    const [kept, removed] = passkeys;
    if (!kept || !removed) throw new Error('two passkeys expected');
    expect(await remove(removed.id, sessionToken)).toEqual({ status: 200, body: { message: 'Passkey remove succeed' } });
    expect((await list(sessionToken)).body.map(({ id }: { id: string }) => id)).toEqual([kept.id]);
    expect((await client.signIn(removed)).body.code).toBe('verifyPasskeyFailed');
    expect((await client.signIn(kept)).status).toBe(200);
  });

  it('answers in the caller’s locale', async () => {
    const { sessionToken, passkeys } = await passkeyAccount(2);
    expect((await remove(passkeys[1]?.id ?? '', sessionToken, 'zh')).body).toEqual({ message: '移除通行密钥成功' });
  });

  it('refuses to remove another user’s passkey, an unknown one, or any without a session', async () => {
    const ada = await passkeyAccount(2);
    const bob = await passkeyAccount(2);
    expect(await remove(bob.passkeys[1]?.id ?? '', ada.sessionToken)).toEqual(removeFailed);
    expect(await remove('dW5rbm93bg', ada.sessionToken)).toEqual(removeFailed);
    expect((await remove(ada.passkeys[1]?.id ?? '')).status).toBe(401);
    expect((await list(bob.sessionToken)).body).toHaveLength(2);
  });

  it('keeps one of two passkeys when both are removed at once, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { sessionToken, passkeys } = await passkeyAccount(2);
      const answers = await Promise.all(passkeys.map(({ id }) => remove(id, sessionToken)));
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
      expect(answers.find(({ status }) => status === 400)).toEqual(removeFailed);
      expect((await list(sessionToken)).body).toHaveLength(1);
    }
  });

  it('counts only the ways in this app allows: e-mail and wallet sign-in turned off leave the passkey the last', async () => {
    const closed = await startTestServer({ factory, config: { allowEmailLogin: false, allowWalletLogin: false } });
    try {
      const closedClient = passkeyClient(closed);
      const answer = (response: Response) => response.json().then((body) => ({ status: response.status, body }));
      const removeOn = (id: string, bearer: string) =>
        closed.request(`${CREDENTIALS}/${id}?locale=en`, { method: 'DELETE', bearer }).then(answer);

      for (const made of [{ sourceProvider: 'email', email: `${randomUUID()}@example.com` }, { sourceProvider: 'wallet' }]) {
        const { sessionToken, user } = await signIn(closed, made);
        const { body } = await closedClient.signUp({}, { bearer: sessionToken });
        expect(await removeOn(body.credentialId, sessionToken)).toEqual(removeFailed);
        expect(await closed.store.passkeyCredentials.listByUser(user.did)).toHaveLength(1);
      }

      const linked = await signIn(closed, { sourceProvider: 'github' });
      await closed.store.connectedAccounts.create(newConnectedAccount(linked.user.did, { did: linked.user.did }));
      const { body } = await closedClient.signUp({}, { bearer: linked.sessionToken });
      expect((await removeOn(body.credentialId, linked.sessionToken)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('keeps the last passkey of an account that has no other way in', async () => {
    const { sessionToken, passkeys } = await passkeyAccount(1);
    expect(await remove(passkeys[0]?.id ?? '', sessionToken)).toEqual(removeFailed);

    const wallet = await signIn(server);
    const { body } = await client.signUp({}, { bearer: wallet.sessionToken });
    expect((await remove(body.credentialId, wallet.sessionToken)).status).toBe(200);
  });
});
