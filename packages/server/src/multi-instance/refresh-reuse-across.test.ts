import { PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in.js';
import type { TestServer } from '../test-support/start-test-server.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { useBalancedInstances, type BalancedInstances } from './test-support/balanced-instances.js';

describe.runIf(twoInstancesAvailable)('refresh-token reuse across two instances behind a balancer on PostgreSQL + Redis', () => {
  let instances: BalancedInstances;

  // No grace window, so presenting the rotated token again is a replay at once, not two tabs refreshing together.
  useBalancedInstances(
    (started) => (instances = started),
    () => ({ refreshGraceMs: 0 }),
  );

  const getSession = (server: TestServer, token: string) => server.request(PATHS.session, { bearer: token });
  const refresh = (server: TestServer, token: string) => server.request(PATHS.refreshSession, { method: 'POST', bearer: token });

  it('revokes the family when B is shown the token A rotated away, after the fresh tokens worked on both', async () => {
    const { a, b } = instances;
    const { refreshToken } = await signIn(a);

    const rotated = await refresh(a, refreshToken);
    expect(rotated.status).toBe(200);
    const { nextToken, nextRefreshToken } = (await rotated.json()) as { nextToken: string; nextRefreshToken: string };
    expect(nextRefreshToken).not.toBe(refreshToken);
    for (const server of [a, b]) expect((await getSession(server, nextToken)).status).toBe(200);

    const replayed = await refresh(b, refreshToken);
    expect(replayed.status).toBe(401);

    expect((await getSession(b, nextToken)).status).toBe(401);
    // A cached the fresh session token above; the bus tells it the family ended.
    await expect.poll(async () => (await getSession(a, nextToken)).status, { timeout: 1000 }).toBe(401);
    for (const server of [a, b]) expect((await refresh(server, nextRefreshToken)).status).toBe(401);
  });

  it('rotates on B the fresh token A handed out, and the newest works on either', async () => {
    const { a, b } = instances;
    const { refreshToken } = await signIn(b);
    const first = (await (await refresh(a, refreshToken)).json()) as { nextRefreshToken: string };

    const second = await refresh(b, first.nextRefreshToken);
    expect(second.status).toBe(200);
    const { nextToken } = (await second.json()) as { nextToken: string };
    for (const server of [a, b]) expect((await getSession(server, nextToken)).status).toBe(200);
  });
});
