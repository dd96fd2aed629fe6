import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey, FoyerError, HEADERS } from '@foyer/core';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLimit } from '../limits/test-support/fill-limit.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../test-support/start-test-server.js';
import { foyerHono } from './hono.js';
import { foyerNode } from './node.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;
// The login page opens a connect session with a key of its own for the result.
const OPEN_CONNECT = `${AUTH_SERVICE_PREFIX}/login/token?${CONNECT_QUERY.encryptionKey}=${(await createPageKey()).publicKey}`;
const SPENT = '203.0.113.66';
const FRESH = '198.51.100.7';

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('foyerHono and foyerNode hand Foyer the caller address its limits count by', () => {
  let server: TestServer;
  let hono: Server;
  let node: Server;

  beforeAll(async () => {
    // The apps sit behind one proxy on loopback, which writes the caller into X-Forwarded-For.
    server = await startTestServer({ factory: sqlite, config: { trustedProxies: ['loopback'] } });
    await fillLimit(server.store, 'connectSessionPerIp', SPENT);
    const honoApp = new Hono().use(foyerHono(server.foyer).routes);
    hono = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: honoApp.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    const nodeRoutes = foyerNode(server.foyer).routes;
    node = createServer((req, res) => nodeRoutes(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const listening of [hono, node]) await new Promise((closed) => listening?.close(closed));
    await server?.close();
  });

  it.each([
    ['Hono on @hono/node-server', () => urlOf(hono)],
    ['Node http', () => urlOf(node)],
  ])('%s: a caller whose connect sessions are spent is refused, another is not', async (_name, url) => {
    const spent = await fetch(`${url()}${OPEN_CONNECT}`, { headers: { [HEADERS.forwardedFor]: SPENT } });
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ code: 'tooManyRequests' });
    const fresh = await fetch(`${url()}${OPEN_CONNECT}`, { headers: { [HEADERS.forwardedFor]: FRESH } });
    expect(fresh.status).toBe(200);
  });

  it('Hono without a Node socket: refused in production unless clientAddress names the caller', async () => {
    const inProcess = (app: Hono, address: string) => app.request(`${TEST_APP_URL}${OPEN_CONNECT}`, { headers: { 'x-real-ip': address } });
    const unknown = await inProcess(new Hono().use(foyerHono(server.foyer).routes), FRESH);
    expect(unknown.status).toBe(503);
    expect(await unknown.json()).toEqual(new FoyerError('clientAddressUnknown').toBody());
    const named = new Hono().use(foyerHono(server.foyer, { clientAddress: (c) => c.req.header('x-real-ip') }).routes);
    expect((await inProcess(named, SPENT)).status).toBe(429);
    expect((await inProcess(named, FRESH)).status).toBe(200);
  });
});
