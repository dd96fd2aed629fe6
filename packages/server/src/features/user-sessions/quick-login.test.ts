import {
  AUTH_SERVICE_PREFIX,
  CONNECT_QUERY,
  createPageKey,
  HEADERS,
  PATHS,
  SERVICE_PREFIX,
  unsealFromServer,
  USER_SESSION_PREFIX,
  type QuickLoginResult,
  type UserSession,
} from '@foyer/core';
import { deepLink } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { walletFor } from '../connect/test-support/connect-page.js';
import type { PlainLoginResult } from '../session/login-result.js';
import type { IssuedSession } from '../session/session-service.js';
import { DEVICE_COOKIE } from './devices.js';
import { deviceBrowser, type DeviceBrowser } from './test-support/device-browser.js';

const LOGIN = `${USER_SESSION_PREFIX}/login`;

describe.each(storeFactories)('quick login on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** A user signed in on `browser`, which has read the session as every sign-in ends (SPEC §4 "After login"). */
  async function signedInOn(browser: DeviceBrowser, user: Parameters<typeof signIn>[1] = {}): Promise<IssuedSession> {
    const issued = await signIn(server, user);
    expect((await browser.request(PATHS.session, { bearer: issued.sessionToken })).status).toBe(200);
    return issued;
  }

  async function savedSessions(browser: DeviceBrowser, query = ''): Promise<UserSession[]> {
    const response = await browser.request(`${USER_SESSION_PREFIX}${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { list: UserSession[] }).list;
  }

  const signOut = (browser: DeviceBrowser, { sessionToken }: IssuedSession, status: 'offline' | 'expired') =>
    browser.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: { status } });

  const loginBody = ({ session }: IssuedSession) => ({ id: session.id, appPid: session.appPid, userDid: session.userDid });
  const quickLogin = (browser: DeviceBrowser, json: unknown, headers?: Record<string, string>) => browser.request(LOGIN, { method: 'POST', json, headers });

  it('lets a client naming no visitor check its session without asking the store about devices, and binds nothing', async () => {
    const { sessionToken, session } = await signIn(server);
    const devices = server.store.devices;
    const findDeviceOfSession = devices.findDeviceOfSession.bind(devices);
    let asked = 0;
    devices.findDeviceOfSession = async (sessionId) => {
      asked += 1;
      return findDeviceOfSession(sessionId);
    };
    try {
      for (let check = 0; check < 5; check += 1) expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);
    } finally {
      devices.findDeviceOfSession = findDeviceOfSession;
    }
    expect([asked, await devices.findDeviceOfSession(session.id)]).toEqual([0, null]);
  });

  it('hands the browser an HttpOnly, SameSite=Lax device cookie for Foyer paths when it first reads a new session', async () => {
    const browser = deviceBrowser(server);
    await signedInOn(browser);
    expect(browser.deviceCookieHeaders).toHaveLength(1);
    const attributes = browser.deviceCookieHeaders[0]?.split(/;\s*/).slice(1).map((attribute) => attribute.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', `path=${SERVICE_PREFIX.toLowerCase()}`, 'max-age=31536000']));
    expect(browser.deviceCookie).toMatch(/^[\w-]{36}\.[\w-]{43}$/);

    await signedInOn(browser);
    expect(browser.deviceCookieHeaders).toHaveLength(1);
  });

  it('lists the saved account with its user and extra, and re-enters it as a new session of this device', async () => {
    const browser = deviceBrowser(server);
    const issued = await signedInOn(browser, { fullName: 'Ada', email: 'ada@example.com', avatar: 'https://img.example/ada.png', phone: '+1 555 0100' });
    expect((await signOut(browser, issued, 'offline')).status).toBe(200);

    const [saved] = await savedSessions(browser);
    expect(saved).toEqual({
      id: issued.session.id,
      appPid: issued.session.appPid,
      userDid: issued.user.did,
      visitorId: 'visitor-1',
      appUrl: 'http://foyer.test',
      status: 'offline',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: expect.objectContaining({ did: issued.user.did, fullName: 'Ada', email: 'ada@example.com', avatar: 'https://img.example/ada.png', role: 'guest' }),
      extra: { provider: 'wallet', walletOS: 'web' },
    });
    expect(saved?.user).not.toHaveProperty('phone');

    const response = await quickLogin(browser, { ...loginBody(issued), visitorId: 'visitor-2' });
    expect(response.status).toBe(200);
    const result = (await response.json()) as QuickLoginResult;
    expect(result).toMatchObject({
      sessionToken: expect.any(String),
      refreshToken: expect.any(String),
      visitorId: 'visitor-2',
      destroySessionId: issued.session.id,
      encrypted: false,
    });
    const session = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect(await session.json()).toMatchObject({ user: { did: issued.user.did, fullName: 'Ada' }, provider: 'wallet', walletOS: 'web' });

    const [replacement, ...others] = await savedSessions(browser);
    expect(others).toEqual([]);
    expect(replacement).toMatchObject({ status: 'online', userDid: issued.user.did, visitorId: 'visitor-2' });
    expect(replacement?.id).not.toBe(issued.session.id);
    expect((await quickLogin(browser, loginBody(issued))).status).toBe(401);
  });

  it('keeps a session signed out as offline listed, and drops one signed out as expired', async () => {
    const browser = deviceBrowser(server);
    const offline = await signedInOn(browser);
    const expired = await signedInOn(browser);
    await signOut(browser, offline, 'offline');
    await signOut(browser, expired, 'expired');

    expect((await savedSessions(browser)).map((session) => session.id)).toEqual([offline.session.id]);
    const refused = await quickLogin(browser, loginBody(expired));
    expect([refused.status, await refused.json()]).toEqual([401, { code: 'sessionEnded', error: 'Session has ended, please sign in again' }]);
  });

  it('never lists nor re-enters a session past its expiry', async () => {
    const browser = deviceBrowser(server);
    const issued = await signedInOn(browser);
    await server.store.userSessions.update(issued.session.id, { expiresAt: Date.now() - 1000 });

    expect(await savedSessions(browser)).toEqual([]);
    expect((await quickLogin(browser, loginBody(issued))).status).toBe(401);
  });

  it('binds a session its browser signs out of before ever reading it', async () => {
    const browser = deviceBrowser(server);
    const issued = await signIn(server);
    expect((await signOut(browser, issued, 'offline')).status).toBe(200);
    expect((await savedSessions(browser)).map((session) => session.id)).toEqual([issued.session.id]);
  });

  it('saves a wallet sign-in on the browser whose page opened it, the visitor its SDK named then', async () => {
    const browser = deviceBrowser(server, undefined, 'visitor-wallet-page');
    const page = await createPageKey();
    const opened = await browser.request(`${AUTH_SERVICE_PREFIX}/login/token?${new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey })}`);
    const { token, url } = (await opened.json()) as { token: string; url: string };
    await walletFor(server).approve(deepLink(url));
    const status = (await (await browser.request(`${AUTH_SERVICE_PREFIX}/login/status?${CONNECT_QUERY.token}=${token}`)).json()) as { result: string };
    const result = JSON.parse(await unsealFromServer(page.privateKey, status.result, token)) as PlainLoginResult;

    expect((await browser.request(PATHS.session, { bearer: result.sessionToken })).status).toBe(200);
    expect((await savedSessions(browser)).map((session) => session.userDid)).toEqual([result.user.did]);
  });

  describe('another device', () => {
    it('cannot list or take a saved session, even knowing its id, user DID and visitor id', async () => {
      const owner = deviceBrowser(server);
      const issued = await signedInOn(owner);
      await signOut(owner, issued, 'offline');
      const [deviceId] = owner.deviceCookie?.split('.') ?? [];
      const otherWithOwnDevice = deviceBrowser(server);
      await signedInOn(otherWithOwnDevice);

      const strangers: [string, DeviceBrowser][] = [
        ['no cookie', deviceBrowser(server)],
        ['a cookie of its own', otherWithOwnDevice],
        ["the owner's device id with a guessed secret", deviceBrowser(server, `${deviceId}.${'A'.repeat(43)}`)],
        ['a malformed cookie', deviceBrowser(server, 'not-a-device')],
      ];
      for (const [label, stranger] of strangers) {
        const listed = await savedSessions(stranger, `?userDid=${encodeURIComponent(issued.user.did)}`);
        expect(listed.map((session) => session.id), label).not.toContain(issued.session.id);
        const taken = await quickLogin(stranger, loginBody(issued), { [HEADERS.visitorId]: 'visitor-1' });
        expect([taken.status, (await taken.json()).code], label).toEqual([401, 'sessionEnded']);
      }

      expect((await savedSessions(owner)).map((session) => session.id)).toEqual([issued.session.id]);
      expect((await quickLogin(owner, loginBody(issued))).status).toBe(200);
    });

    it('cannot claim a fresh session by reading it first: the visitor id recorded at issue is not its own', async () => {
      const issued = await signIn(server);
      const thief = deviceBrowser(server, undefined, 'visitor-thief');
      const refused = await thief.request(PATHS.session, { bearer: issued.sessionToken });
      expect([refused.status, (await refused.json()).code]).toEqual([401, 'invalidToken']);

      const owner = deviceBrowser(server);
      expect((await owner.request(PATHS.session, { bearer: issued.sessionToken })).status).toBe(200);
      await signOut(owner, issued, 'offline');
      expect((await savedSessions(owner)).map((session) => session.id)).toEqual([issued.session.id]);
      expect(await savedSessions(thief)).toEqual([]);
      expect((await quickLogin(thief, loginBody(issued))).status).toBe(401);
    });

    it('binds nothing for a caller that names no visitor id, such as a host app’s back end checking a token', async () => {
      const issued = await signIn(server);
      const backEnd = await server.request(PATHS.session, { bearer: issued.sessionToken });
      expect(backEnd.status).toBe(200);
      expect(backEnd.headers.getSetCookie().join()).not.toContain(DEVICE_COOKIE);

      const owner = deviceBrowser(server);
      expect((await owner.request(PATHS.session, { bearer: issued.sessionToken })).status).toBe(200);
      await signOut(owner, issued, 'offline');
      expect((await savedSessions(owner)).map((session) => session.id)).toEqual([issued.session.id]);
    });

    it('cannot claim a session by reading it once the browser it was signed in on has', async () => {
      const owner = deviceBrowser(server);
      const issued = await signedInOn(owner);
      const thief = deviceBrowser(server);
      expect((await thief.request(PATHS.session, { bearer: issued.sessionToken })).status).toBe(200);
      await signOut(owner, issued, 'offline');

      expect(await savedSessions(thief)).toEqual([]);
      expect((await quickLogin(thief, loginBody(issued))).status).toBe(401);
    });
  });

  it('gives two tabs re-entering the same saved session one new session between them', async () => {
    const browser = deviceBrowser(server);
    const issued = await signedInOn(browser);
    await signOut(browser, issued, 'offline');

    const statuses = await Promise.all([quickLogin(browser, loginBody(issued)), quickLogin(browser, loginBody(issued))].map(async (r) => (await r).status));
    expect(statuses.sort()).toEqual([200, 401]);
    expect(await savedSessions(browser)).toHaveLength(1);
  });

  it('refuses a saved session named with another user or app', async () => {
    const browser = deviceBrowser(server);
    const issued = await signedInOn(browser);
    const other = await signedInOn(browser);
    expect((await quickLogin(browser, { ...loginBody(issued), userDid: other.user.did })).status).toBe(401);
    expect((await quickLogin(browser, { ...loginBody(issued), appPid: 'another-app' })).status).toBe(401);
    expect((await quickLogin(browser, { appPid: issued.session.appPid })).status).toBe(400);
  });

  it('lets a signed-in guest switch to another saved account, under a passport of that account when asked', async () => {
    const browser = deviceBrowser(server);
    const admin = await signedInOn(browser);
    const guest = await signedInOn(browser);
    const passport = await server.store.passports.create({
      id: `passport-${admin.session.id}`,
      ownerDid: admin.user.did,
      name: 'admin',
      title: 'Administrator',
      role: 'admin',
      display: null,
      issuerDid: 'did:abt:zIssuer',
      issuerName: null,
      issuerAvatarUrl: null,
      preferredColor: null,
      source: 'issue',
      expiresAt: null,
    });

    const foreign = await browser.request(LOGIN, { method: 'POST', bearer: guest.sessionToken, json: { ...loginBody(admin), passportId: 'not-theirs' } });
    expect([foreign.status, (await foreign.json()).field]).toEqual([400, 'passportId']);
    const switched = await browser.request(LOGIN, { method: 'POST', bearer: guest.sessionToken, json: { ...loginBody(admin), passportId: passport.id } });
    expect(switched.status).toBe(200);
    const { sessionToken } = (await switched.json()) as QuickLoginResult;
    const session = await (await server.request(PATHS.session, { bearer: sessionToken })).json();
    expect(session.user).toMatchObject({ did: admin.user.did, role: 'admin', roleTitle: 'Administrator' });
  });
});
