import { PATHS, USER_SESSION_PREFIX, type UserSession } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import type { IssuedSession } from '../session/session-service.js';

const MYSELF = `${USER_SESSION_PREFIX}/myself`;

describe.each(storeFactories)('signing out one session or all others, on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function signInAgain({ session }: IssuedSession): Promise<IssuedSession> {
    const user = await server.store.users.findByDid(session.userDid);
    if (!user) throw new Error('no such user');
    return server.foyer.sessions.issueSession({ user, provider: 'email', ua: 'Mozilla/5.0 (iPhone) Safari/604.1', ip: '203.0.113.7' });
  }
  const isLive = async ({ sessionToken }: IssuedSession) => (await server.request(PATHS.session, { bearer: sessionToken })).status === 200;
  const mine = async ({ sessionToken }: IssuedSession) => ((await (await server.request(MYSELF, { bearer: sessionToken })).json()) as { list: UserSession[] }).list;

  it('lists the person\'s sessions with "this device", browser and address', async () => {
    const laptop = await signIn(server);
    const phone = await signInAgain(laptop);

    const list = await mine(laptop);

    expect(list.find((session) => session.id === laptop.session.id)).toMatchObject({ current: true });
    expect(list.find((session) => session.id === phone.session.id)).toMatchObject({ current: false, extra: { userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1', ip: '203.0.113.7' } });
  });

  it('DELETE /:id signs that session out at once while this one stays, and it leaves the list', async () => {
    const laptop = await signIn(server);
    const phone = await signInAgain(laptop);
    expect(await isLive(phone)).toBe(true);

    const answer = await server.request(`${USER_SESSION_PREFIX}/${phone.session.id}`, { method: 'DELETE', bearer: laptop.sessionToken });

    expect(answer.status).toBe(204);
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(laptop)).toBe(true);
    await expect(server.foyer.sessions.refresh(phone.refreshToken)).rejects.toBeTruthy();
    expect((await mine(laptop)).map((session) => session.id)).toEqual([laptop.session.id]);
  });

  it('POST /logout-others ends every other session and keeps this one', async () => {
    const laptop = await signIn(server);
    const others = [await signInAgain(laptop), await signInAgain(laptop), await signInAgain(laptop)];
    const stranger = await signIn(server);

    const answer = await server.request(`${USER_SESSION_PREFIX}/logout-others`, { method: 'POST', bearer: laptop.sessionToken });

    expect([answer.status, await answer.json()]).toEqual([200, { ended: 3 }]);
    for (const other of others) expect(await isLive(other)).toBe(false);
    expect(await isLive(laptop)).toBe(true);
    expect(await isLive(stranger)).toBe(true);
    expect((await mine(laptop)).map((session) => session.id)).toEqual([laptop.session.id]);
  });

  it('refuses another person\'s session or an unknown one (404), no session (401), a cross-site request (403), and a role without the grant', async () => {
    const ada = await signIn(server);
    const bob = await signIn(server);
    const end = (id: string, bearer?: string, omit?: string[]) => server.request(`${USER_SESSION_PREFIX}/${id}`, { method: 'DELETE', bearer, omit });

    const refused = await end(bob.session.id, ada.sessionToken);
    expect([refused.status, await refused.json()]).toEqual([404, { code: 'notFound', error: 'Not found' }]);
    expect((await end('no-such-session', ada.sessionToken)).status).toBe(404);
    expect((await end(bob.session.id)).status).toBe(401);
    expect((await end(bob.session.id, bob.sessionToken, ['origin', 'x-csrf-token'])).status).toBe(403);
    expect((await server.request(`${USER_SESSION_PREFIX}/logout-others`, { method: 'POST', bearer: bob.sessionToken, omit: ['origin', 'x-csrf-token'] })).status).toBe(403);
    const ci = await signIn(server, { role: 'ci' });
    expect((await end(ci.session.id, ci.sessionToken)).status).toBe(403);
    expect(await isLive(bob)).toBe(true);
  });
});
