import { randomUUID } from 'node:crypto';
import { PATHS, PROFILE_LIMITS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { passkeyClient } from './test-support/passkey-client.js';

describe.each(storeFactories)('renaming a passkey on $name', (factory) => {
  let server: TestServer;
  let client: ReturnType<typeof passkeyClient>;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    client = passkeyClient(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  const rename = async (id: string, json: unknown, bearer?: string, init: { omit?: string[] } = {}) => {
    const response = await server.request(`${PATHS.passkeyCredentials}/${id}`, { method: 'PATCH', bearer, json, ...init });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  async function passkeyAccount() {
    const { passkey } = await client.signUp({ email: `${randomUUID()}@example.com` });
    const { body } = await client.signIn(passkey);
    return { sessionToken: body.sessionToken as string, id: passkey.id };
  }

  it('names the person\'s own passkey, trimmed, and the list shows the name', async () => {
    const { sessionToken, id } = await passkeyAccount();

    const renamed = await rename(id, { name: '  Work laptop ' }, sessionToken);

    expect(renamed).toEqual({ status: 200, body: { id, name: 'Work laptop', createdAt: expect.any(Number), lastUsedAt: expect.any(Number) } });
    const listed = await (await server.request(PATHS.passkeyCredentials, { bearer: sessionToken })).json();
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Work laptop' })]);
  });

  it('refuses an empty name and one longer than the SPEC\'s profile text limit with the catalogue\'s message', async () => {
    const { sessionToken, id } = await passkeyAccount();

    for (const name of ['   ', 'x'.repeat(PROFILE_LIMITS.text + 1), 42]) {
      const refused = await rename(id, { name }, sessionToken);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalidInput', error: expect.stringMatching(/^Invalid name/) });
    }
    expect((await rename(id, { name: 'x'.repeat(PROFILE_LIMITS.text) }, sessionToken)).status).toBe(200);
  });

  it('refuses another person\'s passkey or an unknown one (404), without a session (401) and from another site (403)', async () => {
    const ada = await passkeyAccount();
    const bob = await passkeyAccount();

    expect(await rename(bob.id, { name: 'Mine now' }, ada.sessionToken)).toEqual({ status: 404, body: { code: 'notFound', error: 'Not found' } });
    expect((await rename('dW5rbm93bg', { name: 'Ghost' }, ada.sessionToken)).status).toBe(404);
    expect((await rename(ada.id, { name: 'Nobody' })).status).toBe(401);
    expect((await rename(ada.id, { name: 'Forged' }, ada.sessionToken, { omit: ['origin', 'x-csrf-token'] })).status).toBe(403);
    const bobs = await (await server.request(PATHS.passkeyCredentials, { bearer: bob.sessionToken })).json();
    expect(bobs).toEqual([expect.objectContaining({ id: bob.id, name: null })]);
  });
});
