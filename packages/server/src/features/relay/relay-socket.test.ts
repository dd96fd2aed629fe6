import { CONNECT_QUERY, RELAY_SOCKET_PATH } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { twoInstancesAvailable, useTwoInstances } from '../../test-support/two-instances.js';
import { openConnect, reach } from '../connect/test-support/connect-page.js';
import type { ConnectUpdate } from '../connect/connect-updated.js';

type UpdatedEvent = ConnectUpdate & { event: string };

/** A page's relay socket, with every event it heard. */
interface PageSocket {
  socket: WebSocket;
  events: UpdatedEvent[];
}

const sockets: WebSocket[] = [];

function connectSocket(server: TestServer, query = '', origin = TEST_APP_URL): Promise<PageSocket> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${RELAY_SOCKET_PATH}${query}`, { origin });
  sockets.push(socket);
  const events: UpdatedEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as UpdatedEvent));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, events }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

const wallet = (server: TestServer) => createWallet({ fetch: (input, init) => fetch(reach(server, String(input)), init) });

const heard = (page: PageSocket, status: string) => expect.poll(() => page.events.map((event) => event.status)).toContain(status);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

describe.each(storeFactories)('relay socket on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('pushes scanned then succeed, newest last, to a page subscribed by query; never the sealed result', async () => {
    const opened = await openConnect(server);
    const page = await connectSocket(server, `?${CONNECT_QUERY.token}=${opened.token}`);
    await wallet(server).approve(opened.link);
    await heard(page, 'succeed');
    const statuses = page.events.map((event) => event.status);
    expect(statuses.indexOf('scanned')).toBeLessThan(statuses.indexOf('succeed'));
    expect(page.events.every((event) => event.event === 'updated' && event.token === opened.token && !('result' in event))).toBe(true);
    const times = page.events.map((event) => event.updatedAt);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(times.at(-1)).toBeGreaterThan(times[0] ?? Infinity);
  });

  it('takes a subscribe message, and tells each page only of its own session', async () => {
    const mine = await openConnect(server);
    const other = await openConnect(server);
    const page = await connectSocket(server);
    page.socket.send(JSON.stringify({ subscribe: mine.token }));
    // The relay does not acknowledge a subscription, so give it a moment to arrive before the wallet acts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await wallet(server).decline(other.link);
    await wallet(server).decline(mine.link);
    await heard(page, 'error');
    expect(page.events.map((event) => event.token)).toEqual(page.events.map(() => mine.token));
    expect(page.events.at(-1)).toMatchObject({ error: 'You have declined the authentication request', mfaCode: null });
  });

  it('tells a page that subscribes late what it missed', async () => {
    const opened = await openConnect(server);
    await wallet(server).open(opened.link);
    const page = await connectSocket(server, `?${CONNECT_QUERY.token}=${opened.token}`);
    await heard(page, 'scanned');
    expect(page.events).toHaveLength(1);
  });

  it('refuses a socket from another origin, or with none', async () => {
    await expect(connectSocket(server, '', 'https://evil.example')).rejects.toThrow('refused with 403');
    await expect(connectSocket(server, '', '')).rejects.toThrow('refused with 403');
  });
});

describe.runIf(twoInstancesAvailable)('relay socket across two instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;

  useTwoInstances((pair) => ({ a, b } = pair));

  it('pushes on B what a wallet answered on A', async () => {
    const opened = await openConnect(a);
    const page = await connectSocket(b, `?${CONNECT_QUERY.token}=${opened.token}`);
    await wallet(a).approve(opened.link);
    await heard(page, 'succeed');
  });
});
