import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, HEADERS } from '@foyer/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import { twoInstancesAvailable, useTwoInstances } from '../test-support/two-instances.js';
import { LIMITS } from './limit-rules.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
const PER_IP = LIMITS.sendCodePerIp.points;
const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;

let forged = 0;
const sendCode = (server: TestServer) =>
  server.request(SEND, { method: 'POST', json: { email: `${randomUUID()}@example.com` }, headers: { [HEADERS.forwardedFor]: `198.51.100.${(forged++ % 250) + 1}` } });

/** Sends `count` codes to fresh addresses, each claiming another caller address, and expects every one accepted. */
async function sendAccepted(server: TestServer, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 1) expect((await sendCode(server)).status).toBe(200);
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get(HEADERS.retryAfter));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(LIMITS.sendCodePerIp.durationMs / 1000);
  expect(await response.json()).toEqual({ code: 'codeResendTooSoon', error: `Please wait ${wait} seconds before requesting a new code` });
}

describe('the per-IP send limit', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  it('gives a forged X-Forwarded-For no fresh allowance when no proxy is trusted, and says when to retry', async () => {
    const server = await startTestServer({ factory: sqlite });
    servers.push(server);
    await sendAccepted(server, PER_IP);
    await expectRefused(await sendCode(server));
  });

  it('holds across two instances sharing one store', async () => {
    const a = await startTestServer({ factory: sqlite });
    servers.push(a);
    const b = await startTestServer({ factory: sqlite, store: a.store });
    servers.push(b);
    await sendAccepted(a, PER_IP / 2);
    await sendAccepted(b, PER_IP / 2);
    await expectRefused(await sendCode(a));
    await expectRefused(await sendCode(b));
  });
});

describe('the per-IP send limit across a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-limits-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Each start opens the same SQLite file afresh, as a restarted process would.
  const sameFile: StoreFactory = {
    name: 'sqlite',
    async open() {
      const store = await openStore({ dataDir });
      return { store, cleanup: () => store.destroy() };
    },
  };

  it('survives a new instance on the same SQLite file', async () => {
    const before = await startTestServer({ factory: sameFile });
    await sendAccepted(before, PER_IP);
    await before.close();

    const after = await startTestServer({ factory: sameFile, freshApp: true });
    try {
      await expectRefused(await sendCode(after));
    } finally {
      await after.close();
    }
  });
});

describe.runIf(twoInstancesAvailable)('the per-IP send limit on two instances sharing Redis', () => {
  let pair: { a: TestServer; b: TestServer };
  useTwoInstances((started) => {
    pair = started;
  });

  it('holds across both, counted in Redis rather than the store', async () => {
    await sendAccepted(pair.a, PER_IP / 2);
    await sendAccepted(pair.b, PER_IP / 2);
    await expectRefused(await sendCode(pair.b));
    await expectRefused(await sendCode(pair.a));
    expect(await pair.a.store.rateLimits.find(`limit:sendCodePerIp:127.0.0.1`, Date.now())).toBeNull();
  });
});
