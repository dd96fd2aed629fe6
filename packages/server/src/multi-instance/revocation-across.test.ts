import { PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in.js';
import type { TestServer } from '../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { useBalancedInstances, type BalancedInstances } from './test-support/balanced-instances.js';

// The bound for a revocation on one instance to be refused on every other.
const REFUSED_WITHIN_MS = 1000;

describe.runIf(twoInstancesAvailable)('revocation across two instances behind a balancer on PostgreSQL + Redis', () => {
  let instances: BalancedInstances;

  useBalancedInstances((started) => (instances = started));

  const getSession = (server: TestServer, token: string) => server.request(PATHS.session, { bearer: token });

  /** Milliseconds from now until `server` refuses `token`; fails once REFUSED_WITHIN_MS has passed. */
  async function untilRefused(server: TestServer, token: string): Promise<number> {
    const start = performance.now();
    for (;;) {
      const status = (await getSession(server, token)).status;
      const elapsed = performance.now() - start;
      if (status === 401) return elapsed;
      expect(status).toBe(200);
      if (elapsed > REFUSED_WITHIN_MS) throw new Error(`still accepted ${Math.round(elapsed)} ms after the revocation`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it.each(['expired', 'offline'] as const)('refuses on B within 1 s a session B had cached, once A signed it out (status %s)', async (status) => {
    const { a, b } = instances;
    const { sessionToken } = await signIn(a);
    // Twice, so B answers the second from its cache: the bus, not a cache miss, is what must refuse it.
    for (let check = 0; check < 2; check += 1) expect((await getSession(b, sessionToken)).status).toBe(200);

    const logout = await a.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: { status } });
    expect(logout.status).toBe(200);

    expect((await getSession(a, sessionToken)).status).toBe(401);
    expect(await untilRefused(b, sessionToken)).toBeLessThan(REFUSED_WITHIN_MS);
  });
});
