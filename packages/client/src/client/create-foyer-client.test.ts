import { CONNECT_VERSION, CSRF_COOKIE, HEADERS, PATHS, SDK_VERSION } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../storage/create-token-store.js';
import type { SessionEvent } from '../session/current-user.js';
import { ALICE, createFakeFoyerServer, json, type FakeFoyerServer } from '../test-support/fake-foyer-server.js';
import { createBroadcastHub } from '../test-support/in-memory-broadcast-hub.js';
import { createInMemoryWebLocks } from '../test-support/in-memory-web-locks.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createFoyerClient, type FoyerClient, type FoyerClientOptions } from './create-foyer-client.js';

let server: FakeFoyerServer;
const clients: FoyerClient[] = [];

function open(options: FoyerClientOptions = {}): { client: FoyerClient; events: SessionEvent[] } {
  const client = createFoyerClient({ storageEngine: 'cookie', fetch: server.fetch, locks: null, channel: null, rollingRefresh: false, ...options });
  clients.push(client);
  const events: SessionEvent[] = [];
  client.onChange((event) => events.push(event));
  return { client, events };
}

function signIn() {
  const issued = server.signIn();
  createTokenStore('cookie').setTokens(issued.sessionToken, issued.refreshToken);
  return issued;
}

async function flushMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

beforeEach(() => {
  resetBrowserStorage();
  server = createFakeFoyerServer();
  document.cookie = `${CSRF_COOKIE}=${server.csrfToken}; Path=/`;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createFoyerClient', () => {
  it('rejects an unknown storage engine with the SPEC message', () => {
    expect(() => createFoyerClient({ storageEngine: 'indexedDB' })).toThrow('storageEngine must be cookie or localStorage');
  });

  it('tells the base URL its requests go to, the page origin (empty) by default', async () => {
    expect(open().client.baseUrl).toBe('');
    const urls: string[] = [];
    const fetchAt: typeof fetch = (input, init) => {
      urls.push(String(input));
      return server.fetch(input, init);
    };
    const { client } = open({ baseUrl: 'https://auth.example/foyer', fetch: fetchAt });
    expect(client.baseUrl).toBe('https://auth.example/foyer');
    await client.request(PATHS.session).catch(() => undefined);
    expect(urls).toEqual([`https://auth.example/foyer${PATHS.session}`]);
  });

  it('loads the session and emits login', async () => {
    const { sessionToken } = signIn();
    const { client, events } = open();
    await expect(client.getSession()).resolves.toEqual({ user: ALICE, provider: 'wallet', walletOS: 'web' });
    expect(server.callsTo('GET', PATHS.session)[0]?.headers.get('authorization')).toBe(`Bearer ${sessionToken}`);
    expect(client.user).toEqual(ALICE);
    expect(events).toEqual([{ type: 'login', user: ALICE }]);
  });

  it('retries GET session exactly 2 times', async () => {
    vi.useFakeTimers();
    signIn();
    server.override('GET', PATHS.session, () => json(502, { error: 'bad gateway' }));
    const { client } = open();
    const outcome = client.getSession().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toMatchObject({ status: 502, message: 'bad gateway' });
    expect(server.callsTo('GET', PATHS.session)).toHaveLength(3);
  });

  it('renews first when only a refresh token is left', async () => {
    const { refreshToken } = signIn();
    document.cookie = 'login_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const { client } = open();
    await expect(client.getSession()).resolves.toMatchObject({ user: ALICE });
    expect(server.callsTo('POST', PATHS.refreshSession)[0]?.headers.get('authorization')).toBe(`Bearer ${refreshToken}`);
  });

  it('clears the session when there is no token at all', async () => {
    const { client, events } = open();
    client.applyLogin({ sessionToken: 'a', refreshToken: 'b' }, ALICE);
    createTokenStore('cookie').clear();
    await expect(client.getSession()).resolves.toBeNull();
    expect(client.user).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['login', 'logout']);
    expect(server.calls).toHaveLength(0);
  });

  it('renews on start when rolling refresh is on and only a refresh token is left', async () => {
    signIn();
    document.cookie = 'login_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const { client } = open({ rollingRefresh: true });
    await flushMicrotasks();
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    expect(client.user).toEqual(ALICE);
  });

  it('logs out remotely, then forgets tokens and user', async () => {
    const { sessionToken } = signIn();
    const { client, events } = open();
    await client.getSession();
    await client.logout();
    const [call] = server.callsTo('POST', PATHS.logout);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${sessionToken}`);
    expect(call?.body).toEqual({ visitorId: expect.any(String) });
    expect(createTokenStore('cookie').getSessionToken()).toBeNull();
    expect(createTokenStore('cookie').getRefreshToken()).toBeNull();
    expect(client.user).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'logout', user: null });
  });

  it('asks the server to sign out of the federation too only when told to (includeFederated)', async () => {
    signIn();
    const { client } = open();
    await client.getSession();
    await client.logout({ includeFederated: true });
    signIn();
    await client.getSession();
    await client.logout({ includeFederated: false });
    expect(server.callsTo('POST', PATHS.logout).map((call) => call.body)).toEqual([
      { visitorId: expect.any(String), includeFederated: true },
      { visitorId: expect.any(String) },
    ]);
  });

  it('only warns when the remote logout fails, and still signs out locally', async () => {
    signIn();
    server.override('POST', PATHS.logout, () => json(500, { error: 'down' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = open();
    await client.logout();
    expect(warn).toHaveBeenCalledOnce();
    expect(createTokenStore('cookie').getRefreshToken()).toBeNull();
  });

  it('refreshes a request that gets a 401 and carries the SPEC headers on every call', async () => {
    signIn();
    server.endSessionTokens();
    const { client } = open();
    await expect(client.request('/api/protected')).resolves.toMatchObject({ ok: true });
    await client.logout();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/protected',
      `POST ${PATHS.refreshSession}`,
      'GET /api/protected',
      `POST ${PATHS.logout}`,
    ]);
    for (const call of server.calls) {
      expect(call.headers.get(HEADERS.csrfToken)).toBe(server.csrfToken);
      expect(call.headers.get(HEADERS.sdkVersion)).toBe(SDK_VERSION);
      expect(call.headers.get(HEADERS.visitorId)).toMatch(/^[0-9a-f-]{36}$/);
      expect(call.headers.get(HEADERS.connectVersion)).toBe(CONNECT_VERSION);
      expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    }
  });
});

describe('two tabs', () => {
  function openTabs() {
    const locks = createInMemoryWebLocks();
    const hub = createBroadcastHub();
    return { locks, first: open({ locks, channel: hub.open() }), second: open({ locks, channel: hub.open() }) };
  }

  it('refreshing at once run ONE refresh and end with the same new tokens and user', async () => {
    const issued = signIn();
    const { locks, first, second } = openTabs();
    await Promise.all([first.client.refresh(), second.client.refresh()]);
    await flushMicrotasks();
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
    expect(locks.grants).toBe(2);
    const stored = createTokenStore('cookie');
    expect(stored.getRefreshToken()).not.toBe(issued.refreshToken);
    expect(stored.getSessionToken()).not.toBe(issued.sessionToken);
    expect(first.client.user).toEqual(ALICE);
    expect(second.client.user).toEqual(ALICE);
    expect(second.events).toEqual([{ type: 'refresh', user: ALICE }]);
  });

  it('whose requests all get 401 run ONE refresh and both succeed', async () => {
    signIn();
    server.endSessionTokens();
    const { first, second } = openTabs();
    const requests = [first, second].flatMap((tab) => Array.from({ length: 5 }, () => tab.client.request('/api/protected')));
    await expect(Promise.all(requests)).resolves.toHaveLength(10);
    expect(server.callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
  });

  it('sign out together when one tab logs out', async () => {
    signIn();
    const { first, second } = openTabs();
    await second.client.getSession();
    await first.client.logout();
    await flushMicrotasks();
    expect(second.client.user).toBeNull();
    expect(second.events.at(-1)).toEqual({ type: 'logout', user: null });
  });
});
