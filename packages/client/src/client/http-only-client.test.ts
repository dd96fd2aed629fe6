import { CSRF_COOKIE, HEADERS, PATHS, STORAGE_KEYS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBroadcastHub } from '../test-support/in-memory-broadcast-hub.js';
import { createInMemoryWebLocks } from '../test-support/in-memory-web-locks.js';
import { ALICE, createFakeFoyerServer, type FakeFoyerServer } from '../test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { readCookie } from '../storage/read-cookie.js';
import { createFoyerClient, type FoyerClient, type FoyerClientOptions } from './create-foyer-client.js';

let server: FakeFoyerServer;
const clients: FoyerClient[] = [];

function open(options: FoyerClientOptions = {}): FoyerClient {
  const client = createFoyerClient({ fetch: server.fetch, locks: null, channel: null, rollingRefresh: false, ...options });
  clients.push(client);
  return client;
}

/** Every value a script on the page can read. */
const readableValues = () => [...document.cookie.split(';').map((pair) => pair.split('=').slice(1).join('=')), ...Object.values({ ...localStorage })];

beforeEach(() => {
  resetBrowserStorage();
  server = createFakeFoyerServer();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
});

describe('createFoyerClient in its default HttpOnly-cookie mode', () => {
  it('learns the user by the cookie, asks for cookie delivery and sends no bearer', async () => {
    server.signInWithCookies();
    const client = open();
    expect((await client.getSession())?.user).toEqual(ALICE);
    const [call] = server.callsTo('GET', PATHS.session);
    expect(call?.headers.get(HEADERS.tokenDelivery)).toBe('httpOnlyCookie');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('is signed out, without asking, when no session window is there', async () => {
    const client = open();
    expect(await client.getSession()).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('refreshes by the refresh cookie on a 401 and retries', async () => {
    server.signInWithCookies();
    const window = readCookie(STORAGE_KEYS.sessionWindow);
    server.endSessionTokens();
    const client = open();
    await expect(client.request('/api/protected')).resolves.toEqual({ ok: true, did: ALICE.did });
    const [refresh] = server.callsTo('POST', PATHS.refreshSession);
    expect(refresh?.headers.get('authorization')).toBeNull();
    expect(readCookie(STORAGE_KEYS.sessionWindow)).not.toBe(window);
  });

  it('renews ahead of expiry from the window cookie alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.signInWithCookies();
    vi.setSystemTime(Date.now() + 1801 * 1000);
    open({ rollingRefresh: true });
    await vi.waitFor(() => expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1));
  });

  it("trades a wallet's sealed tokens for cookies at once and keeps none of them", async () => {
    const sealed = server.signIn();
    const client = open();
    await client.applyLogin(sealed, null);
    const [trade] = server.callsTo('POST', PATHS.refreshSession);
    expect(trade?.headers.get('authorization')).toBe(`Bearer ${sealed.refreshToken}`);
    expect(trade?.headers.get(HEADERS.tokenDelivery)).toBe('httpOnlyCookie');
    expect(client.user).toEqual(ALICE);
    expect(server.httpOnlyJar.refreshToken).not.toBe(sealed.refreshToken);
    const readable = readableValues();
    for (const token of [sealed.sessionToken, sealed.refreshToken, server.httpOnlyJar.sessionToken, server.httpOnlyJar.refreshToken]) {
      expect(readable).not.toContain(token);
    }
  });

  it('takes a cookie-mode login result with no tokens in it', async () => {
    server.signInWithCookies();
    const client = open();
    await client.applyLogin(null, ALICE);
    expect(client.user).toEqual(ALICE);
    expect(server.calls).toEqual([]);
  });

  it('two tabs refreshing at once run ONE refresh, told apart by the rotated window', async () => {
    server.signInWithCookies();
    document.cookie = `${CSRF_COOKIE}=${server.csrfToken}; Path=/`;
    const locks = createInMemoryWebLocks();
    const hub = createBroadcastHub();
    const first = open({ locks, channel: hub.open() });
    const second = open({ locks, channel: hub.open() });
    await Promise.all([first.refresh(), second.refresh()]);
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    expect(locks.grants).toBe(2);
  });

  it('logs out on the server, which clears the cookies, and forgets the user', async () => {
    server.signInWithCookies();
    const client = open();
    await client.getSession();
    await client.logout();
    expect(server.callsTo('POST', PATHS.logout)).toHaveLength(1);
    expect(server.httpOnlyJar).toEqual({ sessionToken: null, refreshToken: null });
    expect(readCookie(STORAGE_KEYS.sessionWindow)).toBeNull();
    expect(client.user).toBeNull();
  });
});
