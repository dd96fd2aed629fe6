import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATIONS_PREFIX, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

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

    it('is refused to roles SPEC §6 does not let mutate webhooks', async () => {
      for (const role of ['guest', 'member', 'ci']) {
        const { sessionToken } = await signIn(server, { role });
        const refused = await server.request(WEBHOOK, { method: 'PUT', bearer: sessionToken, json: { url: 'https://hooks.example/foyer' } });
        expect([refused.status, (await refused.json()).code], role).toEqual([403, 'forbidden']);
      }
    });
  });
});
