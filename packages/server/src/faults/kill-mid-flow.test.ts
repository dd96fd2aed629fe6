import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../features/connect/test-support/connect-page.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox.js';
import { newRedisPrefix } from '../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { openFaultStore, type FaultStore } from './test-support/fault-store.js';
import { spawnInstance, type InstanceEnv, type SpawnedInstance } from './test-support/spawn-instance.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode?locale=en`;
const LOGIN = `${AUTH_SERVICE_PREFIX}/email/login?locale=en`;

interface Tokens {
  sessionToken: string;
  refreshToken: string;
}

describe.runIf(twoInstancesAvailable)('kill -9 of an instance mid-flow, on PostgreSQL + Redis', () => {
  let inbox: SmtpInbox;
  let faultStore: FaultStore;
  let env: InstanceEnv;
  const running: SpawnedInstance[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    faultStore = await openFaultStore(process.env.FOYER_TEST_PG ?? '');
    env = {
      FAULT_DATABASE_URL: process.env.FOYER_TEST_PG ?? '',
      FAULT_SCHEMA: faultStore.schema,
      FAULT_REDIS_URL: process.env.FOYER_TEST_REDIS ?? '',
      FAULT_REDIS_PREFIX: newRedisPrefix(),
      FAULT_SMTP_URL: inbox.url,
    };
  });

  afterAll(async () => {
    for (const instance of running) await instance.kill();
    await faultStore?.cleanup();
    await inbox?.close();
  });

  const start = async (port?: number) => {
    const instance = await spawnInstance({ ...env, FAULT_PORT: port === undefined ? undefined : String(port) });
    running.push(instance);
    return instance;
  };

  async function sendCode(server: SpawnedInstance, email: string): Promise<string> {
    expect((await server.request(SEND, { method: 'POST', json: { email } })).status).toBe(200);
    return codeIn(await inbox.next(email));
  }

  async function signInByEmail(server: SpawnedInstance): Promise<Tokens> {
    const email = `${randomUUID()}@example.com`;
    const code = await sendCode(server, email);
    const login = await server.request(LOGIN, { method: 'POST', json: { action: 'login', email, code } });
    expect(login.status).toBe(200);
    return (await login.json()) as Tokens;
  }

  const sessionStatus = async (server: SpawnedInstance, token: string) => (await server.request(PATHS.session, { bearer: token })).status;

  it('loses nothing: sessions work, the refresh family lives, the code verifies and the scanned wallet completes on the restarted instance', async () => {
    const first = await start();
    const signedIn = await signInByEmail(first);
    const refreshing = await signInByEmail(first);
    const pendingEmail = `${randomUUID()}@example.com`;
    const pendingCode = await sendCode(first, pendingEmail);
    const connect = await openConnect(first);
    const wallet = walletFor(first);
    const scanned = await wallet.open(connect.link);
    expect(await pollStatus(first, connect.token)).toMatchObject({ status: 'scanned' });

    // The refresh is on the wire when the process dies: its answer, rotated or not, never reaches the client.
    const inFlight = first.request(PATHS.refreshSession, { method: 'POST', bearer: refreshing.refreshToken }).then(
      (response) => response.status,
      () => 'lost' as const,
    );
    await first.kill();
    expect([200, 'lost']).toContain(await inFlight);

    const restarted = await start(first.port);
    for (const { sessionToken } of [signedIn, refreshing]) expect(await sessionStatus(restarted, sessionToken)).toBe(200);

    // The client retries with the token it holds: within the grace window that is no replay, whether or not the killed rotation committed.
    const retried = await restarted.request(PATHS.refreshSession, { method: 'POST', bearer: refreshing.refreshToken });
    expect(retried.status).toBe(200);
    const { nextToken, nextRefreshToken } = (await retried.json()) as { nextToken: string; nextRefreshToken: string };
    expect(await sessionStatus(restarted, nextToken)).toBe(200);
    expect((await restarted.request(PATHS.refreshSession, { method: 'POST', bearer: nextRefreshToken })).status).toBe(200);

    const login = await restarted.request(LOGIN, { method: 'POST', json: { action: 'login', email: pendingEmail, code: pendingCode } });
    expect(login.status).toBe(200);
    expect(await sessionStatus(restarted, ((await login.json()) as Tokens).sessionToken)).toBe(200);

    // The connect session lives in the store, so the wallet's answer to the new process completes it.
    await scanned.approve();
    const { sessionToken } = await unsealedResult<{ sessionToken: string }>(restarted, connect, 'login');
    expect(await sessionStatus(restarted, sessionToken)).toBe(200);
  }, 60_000);
});
