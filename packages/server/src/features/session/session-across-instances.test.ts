import { PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in.js';
import type { TestServer } from '../../test-support/start-test-server.js';
import { twoInstancesAvailable, useTwoInstances } from '../../test-support/two-instances.js';

describe.runIf(twoInstancesAvailable)('sessions across two instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;

  // No grace window, so the replay test need not wait ten seconds.
  useTwoInstances((pair) => ({ a, b } = pair), { refreshGraceMs: 0 });

  const getSession = (server: TestServer, token: string) => server.request(PATHS.session, { bearer: token });

  it('refuses on B, as soon as the bus reaches it, a token B had cached once A logged it out', async () => {
    const { sessionToken } = await signIn(a);
    expect((await getSession(b, sessionToken)).status).toBe(200);
    expect((await getSession(b, sessionToken)).status).toBe(200);

    expect((await a.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: {} })).status).toBe(200);

    expect((await getSession(a, sessionToken)).status).toBe(401);
    await expect.poll(async () => (await getSession(b, sessionToken)).status).toBe(401);
  });

  it('refuses on B the tokens of a session A revoked for a replayed refresh token', async () => {
    const { sessionToken, refreshToken } = await signIn(a);
    const refresh = (server: TestServer) => server.request(PATHS.refreshSession, { method: 'POST', bearer: refreshToken });
    expect((await getSession(b, sessionToken)).status).toBe(200);
    expect((await refresh(b)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await refresh(a)).status).toBe(401);

    await expect.poll(async () => (await getSession(b, sessionToken)).status).toBe(401);
  });

  it('evicts a cached user on B when A announces the user changed', async () => {
    const { sessionToken, session } = await signIn(a, { fullName: 'Before' });
    expect((await (await getSession(b, sessionToken)).json()).user.fullName).toBe('Before');

    await a.store.users.update(session.userDid, { fullName: 'After' });
    await a.foyer.bus.publish('user.updated', { did: session.userDid });

    await expect.poll(async () => (await (await getSession(b, sessionToken)).json()).user.fullName).toBe('After');
  });
});
