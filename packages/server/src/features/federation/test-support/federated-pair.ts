import { createServer } from 'node:net';
import { SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll } from 'vitest';
import { storeFactories } from '../../../store/test-support/stores.js';
import { signIn } from '../../../test-support/sign-in.js';
import type { FoyerConfig } from '../../../config/config-schema.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../../test-support/start-test-server.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');

/** A port free right now, so the instance's appUrl can name it before the server listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One Foyer of its own (store, app key) whose appUrl is the URL the other instance reaches it at, on loopback as the development setting allows. */
export async function startFederatedInstance(appName: string, host: string, config: Partial<FoyerConfig> = {}): Promise<TestServer> {
  if (!sqlite) throw new Error('SQLite store factory missing');
  const port = await freePort();
  // The test requests keep the test page's Origin, so it is an alias of each app for the CSRF check.
  return startTestServer({ factory: sqlite, config: { port, appUrl: `http://${host}:${port}`, appName, domainAliases: [TEST_APP_URL], allowPrivateOutbound: true, ...config } });
}

export interface FederatedPair {
  master: TestServer;
  member: TestServer;
  /** Bearer session tokens of each app's admin. */
  masterAdmin: string;
  memberAdmin: string;
}

/** Two independent instances on different origins (127.0.0.1 and localhost), started before the suite and closed after it. */
export function useFederatedPair(receive: (pair: FederatedPair) => void): void {
  let pair: FederatedPair | undefined;
  beforeAll(async () => {
    const [master, member] = await Promise.all([startFederatedInstance('Master App', '127.0.0.1'), startFederatedInstance('Member App', 'localhost')]);
    const [masterAdmin, memberAdmin] = await Promise.all([signIn(master, { role: 'admin' }), signIn(member, { role: 'admin' })]);
    pair = { master, member, masterAdmin: masterAdmin.sessionToken, memberAdmin: memberAdmin.sessionToken };
    receive(pair);
  });
  afterAll(async () => {
    await pair?.member.close();
    await pair?.master.close();
  });
}

/** The member's admin joins the master, and the master's admin decides; answers the decision's response. */
export async function joinAndDecide(pair: FederatedPair, decision: 'approve' | 'reject'): Promise<Response> {
  const joined = await pair.member.request(SERVER_PATHS.federatedJoin, { method: 'POST', bearer: pair.memberAdmin, json: { masterUrl: pair.master.foyer.config.appUrl } });
  if (!joined.ok) throw new Error(`join failed: ${joined.status} ${await joined.text()}`);
  const memberId = encodeURIComponent(pair.member.foyer.appKey.did);
  return pair.master.request(`${SERVER_PATHS.federatedMembers}/${memberId}/${decision}`, { method: 'POST', bearer: pair.masterAdmin });
}
