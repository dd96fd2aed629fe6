import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../features/connect/test-support/connect-page.js';
import { signIn } from '../test-support/sign-in.js';
import { startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { startPrivateRedis, type PrivateRedis } from './test-support/private-redis.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode?locale=en`;
// Long enough for the Redis client to notice the loss and to reconnect once it is back; far within what a person waits.
const NOTICED_WITHIN_MS = 5000;

describe.runIf(twoInstancesAvailable)('Redis stopped under two instances on PostgreSQL', () => {
  let redis: PrivateRedis;
  let inbox: SmtpInbox;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    inbox = await startSmtpInbox();
    const factory = storeFactories.find((candidate) => candidate.name === 'postgres') as StoreFactory;
    const config = { redisUrl: redis.url, smtpUrl: inbox.url };
    a = await startTestServer({ factory, config });
    b = await startTestServer({ factory, config, store: a.store, redisPrefix: a.redisPrefix });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
    await inbox?.close();
  });

  const sessionStatus = async (server: TestServer, token: string) => (await server.request(PATHS.session, { bearer: token })).status;
  const sendCode = (server: TestServer) => server.request(SEND, { method: 'POST', json: { email: `${randomUUID()}@example.com` } });

  it('keeps serving sessions and polling, refuses only to mail codes, and flushes what it cached once Redis is back', async () => {
    const cached = await signIn(a);
    for (let check = 0; check < 2; check += 1) expect(await sessionStatus(b, cached.sessionToken)).toBe(200);
    expect((await sendCode(a)).status).toBe(200);

    await redis.stop();

    const fresh = await signIn(b);
    for (const server of [a, b]) for (const { sessionToken } of [cached, fresh]) expect(await sessionStatus(server, sessionToken)).toBe(200);
    const rotated = await b.request(PATHS.refreshSession, { method: 'POST', bearer: fresh.refreshToken });
    expect(rotated.status).toBe(200);
    const { nextToken } = (await rotated.json()) as { nextToken: string };

    // The send-code limit fails closed: without its counts, mailing codes would be unlimited.
    await expect.poll(async () => (await sendCode(a)).status, { timeout: NOTICED_WITHIN_MS }).toBe(503);
    const refused = await sendCode(b);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 'limitUnavailable', error: 'This request cannot be accepted right now, please try again later' });

    // No relay message crosses instances now; the page's status poll reads the store and still sees the wallet's answer.
    const connect = await openConnect(a);
    await walletFor(b).approve(connect.link);
    const { sessionToken } = await unsealedResult<{ sessionToken: string }>(a, connect, 'login');
    expect(await sessionStatus(b, sessionToken)).toBe(200);
    expect(await pollStatus(a, connect.token)).toMatchObject({ status: 'succeed' });

    // A signs out the session B cached before the outage; B hears nothing of it, so it asks the store instead of its cache.
    const logout = await a.request(PATHS.logout, { method: 'POST', bearer: cached.sessionToken, json: { status: 'expired' } });
    expect(logout.status).toBe(200);
    for (const server of [a, b]) expect(await sessionStatus(server, cached.sessionToken)).toBe(401);

    await redis.start();
    await expect.poll(() => a.foyer.bus.hearing() && b.foyer.bus.hearing(), { timeout: NOTICED_WITHIN_MS }).toBe(true);
    // Back on its cache, B must not answer from the copy it loaded before the outage: reconnecting flushed it.
    expect(await sessionStatus(b, cached.sessionToken)).toBe(401);
    for (const server of [a, b]) expect(await sessionStatus(server, nextToken)).toBe(200);
    await expect.poll(async () => (await sendCode(b)).status, { timeout: NOTICED_WITHIN_MS }).toBe(200);

    // And the bus carries revocations again: B, with the session cached, refuses it once A signs it out.
    const later = await signIn(a);
    for (let check = 0; check < 2; check += 1) expect(await sessionStatus(b, later.sessionToken)).toBe(200);
    expect((await a.request(PATHS.logout, { method: 'POST', bearer: later.sessionToken, json: {} })).status).toBe(200);
    await expect.poll(() => sessionStatus(b, later.sessionToken), { timeout: 1000 }).toBe(401);
  }, 30_000);
});
