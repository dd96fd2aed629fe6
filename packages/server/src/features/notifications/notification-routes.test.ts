import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATIONS_PREFIX, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories, type StoreFactory } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../../test-support/start-test-server.js';

const UNREAD = `${NOTIFICATIONS_PREFIX}/unread-count`;
const CONFIG = `${USER_SERVICE_PREFIX}/notification/config`;
const WEBHOOK = `${USER_SERVICE_PREFIX}/notification/webhook`;

describe.each(storeFactories)('notification routes on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const notify = (userDid: string, readAt?: number) =>
    server.store.notifications.create({ id: randomUUID(), userDid, title: 'Your passport was issued', body: null, createdAt: Date.now(), readAt });

  describe('GET /api/notifications/unread-count', () => {
    it("counts the signed-in user's unread notifications", async () => {
      const { sessionToken, user } = await signIn(server);
      const other = await signIn(server);
      const unread = async () => server.request(UNREAD, { bearer: sessionToken });
      expect(await (await unread()).json()).toEqual({ unReadCount: 0 });

      await notify(user.did);
      await notify(user.did);
      await notify(user.did, Date.now());
      await notify(other.user.did);
      expect(await (await unread()).json()).toEqual({ unReadCount: 2 });
    });

    it('needs a session whose role SPEC §6 lets query notifications', async () => {
      expect((await server.request(UNREAD)).status).toBe(401);
      for (const role of ['guest', 'member', 'admin']) {
        const { sessionToken } = await signIn(server, { role });
        expect((await server.request(UNREAD, { bearer: sessionToken })).status, role).toBe(200);
      }
      for (const role of ['ci', 'certificate']) {
        const { sessionToken } = await signIn(server, { role });
        const refused = await server.request(UNREAD, { bearer: sessionToken });
        expect([refused.status, (await refused.json()).code], role).toEqual([403, 'forbidden']);
      }
    });
  });

  describe('notification config', () => {
    it('starts with every channel on and no webhook, and switches the channels a guest asks for', async () => {
      const { sessionToken } = await signIn(server);
      expect(await (await server.request(CONFIG, { bearer: sessionToken })).json()).toEqual({ channels: DEFAULT_NOTIFICATION_CHANNELS, webhook: null });

      const saved = await server.request(CONFIG, { method: 'POST', bearer: sessionToken, json: { channels: { email: false } } });
      expect(await saved.json()).toEqual({ channels: { ...DEFAULT_NOTIFICATION_CHANNELS, email: false }, webhook: null });
      await server.request(CONFIG, { method: 'POST', bearer: sessionToken, json: { channels: { push: false } } });
      const { channels } = await (await server.request(CONFIG, { bearer: sessionToken })).json();
      expect(channels).toEqual({ ...DEFAULT_NOTIFICATION_CHANNELS, email: false, push: false });
    });

    it('refuses unknown channels, and a webhook set through it', async () => {
      const { sessionToken } = await signIn(server, { role: 'admin' });
      for (const json of [{ channels: { sms: true } }, { channels: {}, webhook: { url: 'https://hooks.example' } }]) {
        const refused = await server.request(CONFIG, { method: 'POST', bearer: sessionToken, json });
        expect([refused.status, (await refused.json()).code]).toEqual([400, 'invalidInput']);
      }
      expect((await (await server.request(CONFIG, { bearer: sessionToken })).json()).webhook).toBeNull();
    });
  });

  describe('PUT /api/user/notification/webhook', () => {
    it('sets and clears the webhook of an admin', async () => {
      const { sessionToken } = await signIn(server, { role: 'admin' });
      const set = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url: 'https://hooks.example/foyer' } });
      expect([set.status, (await set.json()).webhook]).toEqual([200, { url: 'https://hooks.example/foyer' }]);
      expect((await (await server.request(CONFIG, { bearer: sessionToken })).json()).webhook).toEqual({ url: 'https://hooks.example/foyer' });

      const cleared = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url: null } });
      expect((await cleared.json()).webhook).toBeNull();
    });

    const notHttp = ['ftp://hooks.example/foyer', 'javascript:alert(1)', 'file:///etc/passwd', 'hooks.example/foyer', ''];
    it.each(notHttp)('refuses %j, which is no http or https URL', async (url) => {
      const { sessionToken } = await signIn(server, { role: 'owner' });
      const refused = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url } });
      expect([refused.status, await refused.json()]).toEqual([400, { code: 'invalidInput', error: 'Invalid url: an http or https URL', field: 'url' }]);
    });

    // The server would call this URL itself: nothing on its own host, its network or the cloud's metadata service.
    const notPublic = [
      ['http://127.0.0.1:6379/', '127.0.0.1'],
      ['http://127.1/', '127.0.0.1'],
      ['http://2130706433/', '127.0.0.1'],
      ['http://0177.0.0.1/', '127.0.0.1'],
      ['http://0x7f.0.0.1/', '127.0.0.1'],
      ['http://0.0.0.0:8080/', '0.0.0.0'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://10.1.2.3/hook', '10.1.2.3'],
      ['http://172.16.0.1/hook', '172.16.0.1'],
      ['http://192.168.1.1/hook', '192.168.1.1'],
      ['http://100.64.0.1/hook', '100.64.0.1'],
      ['http://224.0.0.1/hook', '224.0.0.1'],
      ['http://[::1]/', '[::1]'],
      ['http://[::]/', '[::]'],
      ['http://[fd12:3456::1]/', '[fd12:3456::1]'],
      ['http://[fe80::1]/', '[fe80::1]'],
      ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
      ['http://[::ffff:a9fe:a9fe]/', '[::ffff:a9fe:a9fe]'],
      ['http://[64:ff9b::a00:1]/', '[64:ff9b::a00:1]'],
      ['http://localhost:6379/', 'localhost'],
      ['https://localhost./hook', 'localhost.'],
    ];
    it.each(notPublic)('refuses %s, which does not reach a public host', async (url, host) => {
      const { sessionToken } = await signIn(server, { role: 'admin' });
      const refused = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url } });
      const error = `The webhook must be on a public internet host; ${host} is not`;
      expect([refused.status, await refused.json()]).toEqual([400, { code: 'webhookHostNotPublic', error }]);
      expect((await (await server.request(CONFIG, { bearer: sessionToken })).json()).webhook).toBeNull();
    });

    it.each(['https://93.184.216.34/hook', 'https://[2606:4700:4700::1111]/hook', 'https://hooks.example/foyer'])(
      'takes %s: a public address, or a name that resolves to none yet',
      async (url) => {
        const { sessionToken } = await signIn(server, { role: 'admin' });
        const set = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url } });
        expect([set.status, (await set.json()).webhook]).toEqual([200, { url }]);
      },
    );

    it('is refused to roles SPEC §6 does not let mutate webhooks', async () => {
      for (const role of ['guest', 'member', 'ci']) {
        const { sessionToken } = await signIn(server, { role });
        const refused = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url: 'https://hooks.example/foyer' } });
        expect([refused.status, (await refused.json()).code], role).toEqual([403, 'forbidden']);
      }
    });
  });
});

describe('webhooks on a development server', () => {
  let server: TestServer;
  const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');

  beforeAll(async () => {
    if (sqlite) server = await startTestServer({ factory: sqlite, config: { mode: 'development' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.runIf(sqlite)('takes a webhook on this machine or its network, where a developer runs the receiver', async () => {
    const { sessionToken } = await signIn(server, { role: 'admin' });
    for (const url of ['http://127.0.0.1:3000/hook', 'http://localhost:3000/hook', 'http://192.168.1.20/hook']) {
      const set = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url } });
      expect([set.status, (await set.json()).webhook]).toEqual([200, { url }]);
    }
  });
});

describe('webhooks under FOYER_ALLOW_PRIVATE_OUTBOUND, which decides over the mode', () => {
  const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;

  it('takes a webhook on this machine where it is on, and refuses it in development where it is off', async () => {
    const setWebhook = async (config: TestServerOptions['config']) => {
      const server = await startTestServer({ factory: sqlite, config });
      try {
        const { sessionToken } = await signIn(server, { role: 'admin' });
        const set = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url: 'http://127.0.0.1:3000/hook' } });
        return [set.status, (await set.json()).code ?? 'set'];
      } finally {
        await server.close();
      }
    };
    expect(await setWebhook({ allowPrivateOutbound: true })).toEqual([200, 'set']);
    expect(await setWebhook({ mode: 'development', allowPrivateOutbound: false })).toEqual([400, 'webhookHostNotPublic']);
  });
});
