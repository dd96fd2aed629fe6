import { PATHS, USER_SESSION_PREFIX, type Paging, type UserSession } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import type { IssuedSession } from '../session/session-service.js';
import { deviceBrowser, type DeviceBrowser } from './test-support/device-browser.js';

const MYSELF = `${USER_SESSION_PREFIX}/myself`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(storeFactories)('user-session routes on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const read = (browser: DeviceBrowser, { sessionToken }: IssuedSession) => browser.request(PATHS.session, { bearer: sessionToken });

  /** Another session of an existing user, as signing in again in the same browser would make. */
  async function signInAgain({ session }: IssuedSession): Promise<IssuedSession> {
    const user = await server.store.users.findByDid(session.userDid);
    if (!user) throw new Error('no such user');
    return server.foyer.sessions.issueSession({ user, provider: 'email', appPid: session.appPid, visitorId: session.visitorId });
  }

  async function listIds(browser: DeviceBrowser, query = ''): Promise<string[]> {
    const { list } = (await (await browser.request(`${USER_SESSION_PREFIX}${query}`)).json()) as { list: UserSession[] };
    return list.map((session) => session.id);
  }

  describe('GET /api/user-session', () => {
    it("lists this device's sessions most recent first, one per user, newest session of each", async () => {
      const browser = deviceBrowser(server);
      const adaFirst = await signIn(server, { fullName: 'Ada' });
      await pause(5);
      const bob = await signIn(server, { fullName: 'Bob' });
      await pause(5);
      const adaAgain = await signInAgain(adaFirst);
      await pause(5);
      for (const issued of [adaFirst, bob, adaAgain]) await read(browser, issued);
      await server.store.userSessions.update(bob.session.id, { userAgent: 'touched last' });

      expect(await listIds(browser)).toEqual([bob.session.id, adaAgain.session.id]);
      expect(await listIds(browser, `?userDid=${encodeURIComponent(adaFirst.user.did)}`)).toEqual([adaAgain.session.id]);
      expect(await listIds(browser, `?appPid=${encodeURIComponent(bob.session.appPid)}`)).toHaveLength(2);
      expect(await listIds(browser, '?appPid=another-app')).toEqual([]);
    });

    it('shows each saved account enough for quick login: name and e-mail, and the master app a federated one came from', async () => {
      const browser = deviceBrowser(server);
      const local = await signIn(server, { fullName: 'Ada', email: 'ada@example.com' });
      const federated = await signIn(server, { fullName: 'Fed', sourceAppPid: 'zMasterAppPid' });
      for (const issued of [local, federated]) await read(browser, issued);
      const { list } = (await (await browser.request(USER_SESSION_PREFIX)).json()) as { list: UserSession[] };
      const accountOf = (did: string) => list.find((saved) => saved.userDid === did)?.user;
      expect(accountOf(federated.user.did)).toMatchObject({ fullName: 'Fed', sourceAppPid: 'zMasterAppPid' });
      expect(accountOf(local.user.did)).toMatchObject({ fullName: 'Ada', email: 'ada@example.com' });
      expect(accountOf(local.user.did)).not.toHaveProperty('sourceAppPid');
    });

    it('answers a signed-out visitor (a guest) and signed-in roles SPEC §6 lets query sessions, and refuses the others', async () => {
      const browser = deviceBrowser(server);
      const guest = await signIn(server);
      await read(browser, guest);
      expect((await browser.request(USER_SESSION_PREFIX)).status).toBe(200);

      for (const role of ['guest', 'member', 'admin', 'owner']) {
        const { sessionToken } = await signIn(server, { role });
        expect((await browser.request(USER_SESSION_PREFIX, { bearer: sessionToken })).status, role).toBe(200);
      }
      for (const role of ['ci', 'certificate']) {
        const { sessionToken } = await signIn(server, { role });
        const refused = await browser.request(USER_SESSION_PREFIX, { bearer: sessionToken });
        expect([refused.status, (await refused.json()).code], role).toEqual([403, 'forbidden']);
      }
      expect((await browser.request(USER_SESSION_PREFIX, { bearer: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('GET /api/user-session/myself', () => {
    it("pages the signed-in user's live sessions, 10 by default, and leaves out expired ones and other users'", async () => {
      const first = await signIn(server);
      const sessions = [first, ...(await Promise.all([1, 2, 3].map(() => signInAgain(first))))];
      await server.foyer.sessions.endSession(sessions[3]?.session.id ?? '', 'expired');
      await signIn(server);

      const all = await server.request(MYSELF, { bearer: first.sessionToken });
      const body = (await all.json()) as { list: UserSession[]; paging: Paging };
      expect(body.paging).toEqual({ page: 1, pageSize: 10, total: 3 });
      expect(body.list.map((session) => session.id).sort()).toEqual(sessions.slice(0, 3).map(({ session }) => session.id).sort());
      expect(body.list[0]).toMatchObject({ userDid: first.user.did, status: 'online', extra: { provider: expect.any(String) } });

      const second = await (await server.request(`${MYSELF}?page=2&pageSize=2`, { bearer: first.sessionToken })).json();
      expect([second.list.length, second.paging]).toEqual([1, { page: 2, pageSize: 2, total: 3 }]);
    });

    it('refuses a page size over 100, a request without a session, and a role without the grant', async () => {
      const { sessionToken } = await signIn(server);
      const tooBig = await server.request(`${MYSELF}?pageSize=101`, { bearer: sessionToken });
      expect([tooBig.status, await tooBig.json()]).toEqual([400, { code: 'pageSizeExceeded', error: 'Page size must be at most 100', field: 'pageSize' }]);
      expect((await server.request(`${MYSELF}?pageSize=100`, { bearer: sessionToken })).status).toBe(200);
      expect((await server.request(MYSELF)).status).toBe(401);
      const ci = await signIn(server, { role: 'ci' });
      expect((await server.request(MYSELF, { bearer: ci.sessionToken })).status).toBe(403);
    });
  });
});
