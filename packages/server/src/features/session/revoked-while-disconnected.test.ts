import { PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTcpLink, type TcpLink } from '../../test-support/tcp-link.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../../test-support/two-instances.js';

const postgres = storeFactories.find((factory) => factory.name === 'postgres');

describe.runIf(twoInstancesAvailable)('bus messages sent while an instance was cut off from Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let link: TcpLink;

  beforeAll(async () => {
    if (!postgres) return;
    link = await openTcpLink(process.env.FOYER_TEST_REDIS ?? '', 6379);
    a = await startTestServer({ factory: postgres });
    b = await startTestServer({ factory: postgres, store: a.store, redisPrefix: a.redisPrefix, config: { redisUrl: link.url } });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await link?.close();
  });

  const getSession = (server: TestServer, token: string) => server.request(PATHS.session, { bearer: token });
  const reconnected = (server: TestServer) => new Promise<void>((resolve) => server.foyer.bus.onReconnect(() => resolve()));

  /** Runs `change` on A while B cannot hear Redis, then lets B reconnect. */
  async function whileBIsCutOff(change: () => Promise<void>): Promise<void> {
    const back = reconnected(b);
    await link.cut();
    await change();
    await link.restore();
    await back;
  }

  it('refuses on B a token A revoked while B was cut off, once B is back', async () => {
    const { sessionToken } = await signIn(a);
    expect((await getSession(b, sessionToken)).status).toBe(200);

    await whileBIsCutOff(async () => {
      expect((await a.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: {} })).status).toBe(200);
    });

    expect((await getSession(b, sessionToken)).status).toBe(401);
  });

  it('shows on B a public profile A changed while B was cut off, once B is back', async () => {
    const { session } = await signIn(a, { fullName: 'Before' });
    const publicName = async (server: TestServer) =>
      (await (await server.request(`${USER_SERVICE_PREFIX}?did=${encodeURIComponent(session.userDid)}`)).json()).fullName;
    expect(await publicName(b)).toBe('Before');

    await whileBIsCutOff(async () => {
      await a.store.users.update(session.userDid, { fullName: 'After' });
      await a.foyer.bus.publish('user.updated', { did: session.userDid });
    });

    expect(await publicName(b)).toBe('After');
  });
});
