import { PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { openTcpLink, type TcpLink } from '../test-support/tcp-link.js';
import { openFaultStore, type FaultStore } from './test-support/fault-store.js';

// How long the database stays away: the "PostgreSQL restarted".
const GAP_MS = 2000;
const RESUMED_WITHIN_MS = 5000;
const UNAVAILABLE = { code: 'databaseUnavailable', error: 'The service is briefly unavailable, please try again in a moment' };

describe.runIf(twoInstancesAvailable)('a PostgreSQL restart under a running instance', () => {
  let gap: TcpLink;
  let faultStore: FaultStore;
  let server: TestServer;

  beforeAll(async () => {
    gap = await openTcpLink(process.env.FOYER_TEST_PG ?? '', 5432);
    faultStore = await openFaultStore(gap.url);
    const factory = storeFactories.find((candidate) => candidate.name === 'postgres') as StoreFactory;
    server = await startTestServer({ factory, store: faultStore.store });
  });

  afterAll(async () => {
    await server?.close();
    await faultStore?.cleanup();
    await gap?.close();
  });

  const sessionStatus = async (token: string) => (await server.request(PATHS.session, { bearer: token })).status;
  const refresh = (token: string) => server.request(`${PATHS.refreshSession}?locale=en`, { method: 'POST', bearer: token });

  it('answers 503 with a clear message while the database is away, and serves again by itself once it is back', async () => {
    const checked = await signIn(server);
    expect(await sessionStatus(checked.sessionToken)).toBe(200);
    const unchecked = await signIn(server);

    await gap.cut();
    const away = performance.now();

    // A token checked before the gap is answered from memory; one never seen needs the database.
    expect(await sessionStatus(checked.sessionToken)).toBe(200);
    const lookup = await server.request(`${PATHS.session}?locale=en`, { bearer: unchecked.sessionToken });
    expect(lookup.status).toBe(503);
    expect(await lookup.json()).toEqual(UNAVAILABLE);
    const refused = await refresh(checked.refreshToken);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(UNAVAILABLE);
    const health = await server.request(SERVER_PATHS.health);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'error' });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, GAP_MS - (performance.now() - away))));
    await gap.restore();

    // Nothing restarted Foyer: the pool opens new connections on the next queries.
    await expect.poll(async () => (await server.request(SERVER_PATHS.health)).status, { timeout: RESUMED_WITHIN_MS }).toBe(200);
    expect(await sessionStatus(unchecked.sessionToken)).toBe(200);
    // The refused refresh changed nothing, so the token the client holds still rotates.
    const rotated = await refresh(checked.refreshToken);
    expect(rotated.status).toBe(200);
    expect(await sessionStatus(((await rotated.json()) as { nextToken: string }).nextToken)).toBe(200);
  }, 30_000);
});
