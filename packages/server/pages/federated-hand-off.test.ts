import { createFoyerClient, type FoyerClient } from '@foyer/client';
import { CSRF_COOKIE, type FederatedPageData, HEADERS, SERVER_PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFoyerServer, json, type FakeFoyerServer } from '../../client/src/test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../../client/src/test-support/reset-browser-storage.js';
import { handOff } from './federated-hand-off.js';

const DATA: FederatedPageData = {
  memberAppId: 'zMemberAppDid',
  memberOrigin: 'http://127.0.0.1:4200',
  memberName: 'Member Shop',
  masterName: 'Master Hub',
  loginUrl: `${SERVER_PATHS.loginPage}?redirect=back`,
};

let server: FakeFoyerServer;
let client: FoyerClient;

/** The popup as the hand-off sees it: what it posted to its opener, and whether it closed or left. */
function popupWindow(withOpener = true) {
  const posted: [unknown, string][] = [];
  const page = {
    opener: withOpener ? { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) } : null,
    close: vi.fn(),
    leave: vi.fn(),
  };
  return { page: page as typeof page & Parameters<typeof handOff>[3], posted };
}

beforeEach(() => {
  resetBrowserStorage();
  server = createFakeFoyerServer();
  document.cookie = `${CSRF_COOKIE}=${server.csrfToken}; Path=/`;
  // The master's federatedLogin: an assertion for the person its session cookie names, 401 for nobody.
  server.override('POST', SERVER_PATHS.federatedLogin, (call) => {
    if (!server.httpOnlyJar.sessionToken) return json(401, { code: 'invalidToken', error: 'Invalid token' });
    if ((call.body as { appId?: unknown }).appId !== DATA.memberAppId) return json(403, { code: 'federationNotMember', error: 'This app is not an approved member of the federation' });
    return json(200, { assertion: 'signed.assertion' });
  });
  client = createFoyerClient({ fetch: server.fetch, locks: null, channel: null, rollingRefresh: false });
});

afterEach(() => client.dispose());

describe("the master's federated popup hand-off", () => {
  it('posts the assertion to the member origin only, then closes; asked by the session cookie with the CSRF header', async () => {
    server.signInWithCookies();
    const { page, posted } = popupWindow();
    await handOff(DATA, client.request, 'en', page);
    expect(posted).toEqual([[{ type: 'federated_login', assertion: 'signed.assertion' }, DATA.memberOrigin]]);
    expect(page.close).toHaveBeenCalledOnce();
    const [call] = server.callsTo('POST', SERVER_PATHS.federatedLogin);
    expect(call?.body).toEqual({ appId: DATA.memberAppId });
    expect(call?.headers.get(HEADERS.csrfToken)).toBe(server.csrfToken);
    expect(call?.headers.get(HEADERS.tokenDelivery)).toBe('httpOnlyCookie');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it("sends a signed-out person to the master's login page, posting nothing", async () => {
    const { page, posted } = popupWindow();
    await handOff(DATA, client.request, 'en', page);
    expect(page.leave).toHaveBeenCalledWith(DATA.loginUrl);
    expect(posted).toEqual([]);
    expect(page.close).not.toHaveBeenCalled();
  });

  it("posts the master's refusal as its code and rejects with the server's sentence, staying open to show it", async () => {
    server.signInWithCookies();
    const { page, posted } = popupWindow();
    await expect(handOff({ ...DATA, memberAppId: 'zStranger' }, client.request, 'en', page)).rejects.toMatchObject({
      code: 'federationNotMember',
      message: 'This app is not an approved member of the federation',
    });
    expect(posted).toEqual([[{ type: 'federated_login', error: 'federationNotMember' }, DATA.memberOrigin]]);
    expect(page.close).not.toHaveBeenCalled();
    expect(page.leave).not.toHaveBeenCalled();
  });

  it('mints no assertion for a page no member opened', async () => {
    server.signInWithCookies();
    const { page } = popupWindow(false);
    await expect(handOff(DATA, client.request, 'en', page)).rejects.toMatchObject({ message: 'Manual login federated account failed' });
    expect(server.callsTo('POST', SERVER_PATHS.federatedLogin)).toEqual([]);
  });
});
