// @vitest-environment node
import { CONNECT_QUERY, RELAY_SOCKET_PATH, createPageKey, deepLink, unsealFromServer, type ConnectResult, type TokenResponse } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { storeFactories } from '../../../server/src/store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../../server/src/test-support/start-test-server.js';
import { buildUrl } from '../http/build-url.js';
import { sendOnce } from '../http/send-once.js';
import type { HttpRequest } from '../http/types.js';
import { connectPath } from './connect-path.js';
import { createConnectSession } from './create-connect-session.js';
import { openRelaySocket } from './open-relay-socket.js';
import type { ConnectEvent, ConnectSession, RelayWebSocketConstructor } from './types.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');
if (!sqlite) throw new Error('no sqlite store factory');

let server: TestServer;
const made: WebSocket[] = [];
const sessions: ConnectSession[] = [];

/** ws's WebSocket as a page on `origin` opens it: the test server listens on 127.0.0.1 but knows itself as TEST_APP_URL. */
function pageSockets(origin = TEST_APP_URL): RelayWebSocketConstructor {
  return class PageSocket extends WebSocket {
    constructor(url: string) {
      super(url, { origin });
      made.push(this);
    }
  };
}

/** The page's requests, each kept by path; the real server answers them. */
function pageRequests() {
  const paths: string[] = [];
  const request: HttpRequest = async <T>(path: string, options: Parameters<HttpRequest>[1] = {}) => {
    paths.push(path);
    const url = buildUrl('', path, options.query);
    return (await sendOnce((input, init) => server.request(String(input), init), url, { method: options.method ?? 'GET' }, 10_000, options.signal)) as T;
  };
  return { request, paths };
}

const wallet = () => createWallet({ profile: { fullName: 'Sam Socket' }, fetch: (input, init) => fetch(String(input).replace(TEST_APP_URL, server.url), init) });

function pageSession(WebSocket: RelayWebSocketConstructor) {
  const { request, paths } = pageRequests();
  const onSuccess = vi.fn<(results: ConnectResult[]) => void>();
  const session = createConnectSession({
    request,
    action: 'login',
    createPageKey,
    unseal: async (sealed, token, key) => JSON.parse(await unsealFromServer(key.privateKey, sealed, token)) as ConnectResult,
    socket: { baseUrl: server.url, pageUrl: server.url, WebSocket },
    onSuccess,
  });
  sessions.push(session);
  return { session, paths, onSuccess };
}

beforeAll(async () => {
  server = await startTestServer({ factory: sqlite });
});

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  for (const socket of made.splice(0)) socket.terminate();
});

afterAll(async () => {
  await server?.close();
});

describe('openRelaySocket against the real relay', () => {
  it("hears the session's updates, scanned then succeed, newest last; closing it is no drop", async () => {
    const page = await createPageKey();
    const query = new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey });
    const opened = (await (await server.request(`${connectPath('login', 'token')}?${query}`)).json()) as TokenResponse;
    const events: ConnectEvent[] = [];
    const onOpen = vi.fn();
    const socket = openRelaySocket({
      baseUrl: server.url,
      pageUrl: server.url,
      token: opened.token,
      WebSocket: pageSockets(),
      onOpen,
      onEvent: (event) => events.push(event),
      onDrop: () => events.push({ status: 'dropped' }),
    });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(made[0]?.url).toBe(`${server.url.replace('http:', 'ws:')}${RELAY_SOCKET_PATH}?${CONNECT_QUERY.token}=${opened.token}`);

    await wallet().approve(deepLink(opened.url));
    await vi.waitFor(() => expect(events.at(-1)?.status).toBe('succeed'));
    expect(new Set(events.map((event) => event.status))).toEqual(new Set(['scanned', 'succeed']));
    expect(events.every((event) => event.token === opened.token && typeof event.updatedAt === 'number')).toBe(true);
    const times = events.map((event) => event.updatedAt ?? 0);
    expect(times).toEqual([...times].sort((x, y) => x - y));

    socket.close();
    await vi.waitFor(() => expect(made[0]?.readyState).toBe(WebSocket.CLOSED));
    expect(events.map((event) => event.status)).not.toContain('dropped');
  });

  it('brings the page session to succeed on the socket event: no status request before the one that fetches the result', async () => {
    const { session, paths, onSuccess } = pageSession(pageSockets());
    await session.start();
    await vi.waitFor(() => expect(made[0]?.readyState).toBe(WebSocket.OPEN));

    await wallet().approve(deepLink(session.getState().url));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(paths).toEqual([connectPath('login', 'token'), connectPath('login', 'status')]);
    expect(onSuccess.mock.calls[0]?.[0][0]).toMatchObject({ sessionToken: expect.any(String), refreshToken: expect.any(String) });
    expect(session.getState().status).toBe('succeed');
  });

  it('falls back to polling when the relay refuses the socket (another origin), and still signs in', async () => {
    const { session, paths, onSuccess } = pageSession(pageSockets('https://evil.example'));
    await session.start();
    // The refusal is a drop, and a drop is an immediate status check.
    await vi.waitFor(() => expect(paths).toContain(connectPath('login', 'status')));
    expect(made[0]?.readyState).toBe(WebSocket.CLOSED);

    await wallet().approve(deepLink(session.getState().url));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
