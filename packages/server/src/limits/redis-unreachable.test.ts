import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { AUTH_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';

const redisUrl = process.env.FOYER_TEST_REDIS;
const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;

/** A TCP hop in front of the real Redis that can be cut and restored on the same port, as a network outage would. */
async function redisLink(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      }).listen(port, '127.0.0.1', () => resolve((server?.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise((resolve) => {
        server?.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(port),
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

const until = async (done: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe.runIf(redisUrl)('limits while Redis is out of reach', () => {
  let link: Awaited<ReturnType<typeof redisLink>>;
  let server: TestServer;

  beforeAll(async () => {
    link = await redisLink(new URL(redisUrl ?? ''));
    server = await startTestServer({ factory: sqlite, config: { redisUrl: link.url } });
  });

  afterAll(async () => {
    await server?.close();
    link?.close();
  });

  const sendCode = () => server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { method: 'POST', json: { email: `${randomUUID()}@example.com` } });
  const tryCode = () => server.request(`${AUTH_SERVICE_PREFIX}/email/login`, { method: 'POST', json: { email: 'nobody@example.com', code: '123456' } });

  it('refuses to mail codes (503) but lets other limited calls through, and counts again once Redis is back', async () => {
    expect((await sendCode()).status).toBe(200);
    await link.cut();
    await until(async () => (await sendCode()).status === 503);

    const refused = await sendCode();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 'limitUnavailable', error: 'This request cannot be accepted right now, please try again later' });
    expect((await tryCode()).status).toBe(400);

    await link.restore();
    await until(async () => (await sendCode()).status === 200);
    expect((await sendCode()).status).toBe(200);
  });
});
