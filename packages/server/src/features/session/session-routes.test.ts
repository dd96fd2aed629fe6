import { PATHS, PLATFORM_TTL } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const GRACE_MS = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(storeFactories)('session routes on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { refreshGraceMs: GRACE_MS } });
  });

  afterAll(async () => {
    await server?.close();
  });

  const getSession = (token: string) => server.request(PATHS.session, { bearer: token });
  const refresh = (token?: string) => server.request(PATHS.refreshSession, { method: 'POST', bearer: token });
  const logout = (token: string, json: unknown = {}) => server.request(PATHS.logout, { method: 'POST', bearer: token, json });

  describe('GET /session', () => {
    it('returns the user, provider and wallet OS behind a session token', async () => {
      const { sessionToken } = await signIn(server, { fullName: 'Ada', email: 'ada@example.com' });
      const response = await getSession(sessionToken);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ user: expect.objectContaining({ fullName: 'Ada', email: 'ada@example.com', role: 'guest' }), provider: 'wallet', walletOS: 'web' });
      expect(body.user).toMatchObject({ type: 'wallet', sourceProvider: 'wallet', connectedAccounts: [{ provider: 'wallet', did: body.user.did }] });
    });

    it('answers the same from its cache on repeat calls', async () => {
      const { sessionToken } = await signIn(server);
      const bodies = await Promise.all([1, 2, 3].map(async () => (await getSession(sessionToken)).text()));
      expect(new Set(bodies).size).toBe(1);
    });

    it.each([
      ['a malformed token', 'not-a-token'],
      ['a token with a forged signature', 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.AAAA'],
    ])('refuses %s with 401 invalidToken', async (_label, token) => {
      const response = await getSession(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'invalidToken', error: 'Invalid token' });
    });

    it('refuses a request without a token', async () => {
      const response = await server.request(PATHS.session);
      expect([response.status, (await response.json()).code]).toEqual([401, 'invalidToken']);
    });

    it('refuses a session whose expiry has passed, which is also absent from the active list', async () => {
      const { sessionToken, refreshToken, session } = await signIn(server);
      await server.store.userSessions.update(session.id, { expiresAt: Date.now() - 1000 });

      expect((await getSession(sessionToken)).status).toBe(401);
      expect((await refresh(refreshToken)).status).toBe(401);
      const active = await server.store.userSessions.listActive({ userDid: session.userDid }, { page: 1, pageSize: 10 }, Date.now());
      expect(active.total).toBe(0);
    });
  });

  describe('POST /refreshSession', () => {
    it('is served at the SPEC §7 /api/did/refreshSession path', () => {
      expect(PATHS.refreshSession).toBe('/.well-known/service/api/did/refreshSession');
    });

    it('rotates the refresh token into a new pair, both of which work', async () => {
      const { refreshToken } = await signIn(server);
      const response = await refresh(refreshToken);
      expect(response.status).toBe(200);
      const next = await response.json();
      expect(next).toEqual({ nextToken: expect.any(String), nextRefreshToken: expect.any(String), user: expect.objectContaining({ role: 'guest' }) });
      expect(next.nextRefreshToken).not.toBe(refreshToken);
      expect((await getSession(next.nextToken)).status).toBe(200);
      expect((await refresh(next.nextRefreshToken)).status).toBe(200);
    });

    it('revokes the whole session when a rotated token is presented after the grace window', async () => {
      const { sessionToken, refreshToken } = await signIn(server);
      const next = await (await refresh(refreshToken)).json();
      expect((await getSession(sessionToken)).status).toBe(200);
      await pause(GRACE_MS + 50);

      const replay = await refresh(refreshToken);

      expect([replay.status, (await replay.json()).code]).toEqual([401, 'invalidToken']);
      expect((await getSession(sessionToken)).status).toBe(401);
      expect((await getSession(next.nextToken)).status).toBe(401);
      expect((await refresh(next.nextRefreshToken)).status).toBe(401);
    });

    it('gives the immediately preceding token a sibling inside the grace window and keeps the session', async () => {
      const { refreshToken } = await signIn(server);
      const first = await (await refresh(refreshToken)).json();

      const again = await refresh(refreshToken);

      expect(again.status).toBe(200);
      const sibling = await again.json();
      expect(sibling.nextRefreshToken).not.toBe(first.nextRefreshToken);
      expect((await getSession(sibling.nextToken)).status).toBe(200);
      expect((await refresh(first.nextRefreshToken)).status).toBe(200);
      expect((await refresh(sibling.nextRefreshToken)).status).toBe(200);
    });

    it('revokes the session when an older token than the immediately preceding one comes back inside the grace window', async () => {
      const { refreshToken } = await signIn(server);
      const second = await (await refresh(refreshToken)).json();
      const third = await (await refresh(second.nextRefreshToken)).json();

      expect((await refresh(refreshToken)).status).toBe(401);

      expect((await getSession(third.nextToken)).status).toBe(401);
      expect((await refresh(third.nextRefreshToken)).status).toBe(401);
    });

    it('lets two concurrent refreshes with one token both succeed without ending the session', async () => {
      const { refreshToken } = await signIn(server);
      const responses = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const [a, b] = await Promise.all(responses.map((response) => response.json()));
      expect(a.nextRefreshToken).not.toBe(b.nextRefreshToken);
      expect((await getSession(a.nextToken)).status).toBe(200);
      expect((await getSession(b.nextToken)).status).toBe(200);
    });

    it("answers 401 'Refresh token not found' without a bearer token, in the caller's locale", async () => {
      const response = await refresh();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'refreshTokenNotFound', error: 'Refresh token not found' });
      const zh = await server.request(`${PATHS.refreshSession}?locale=zh`, { method: 'POST' });
      expect((await zh.json()).error).toBe('未找到刷新令牌');
    });

    it.each([
      ['an unknown token', '00000000-0000-0000-0000-000000000000.secret'],
      ['a malformed token', 'garbage'],
    ])('refuses %s with 401 invalidToken', async (_label, token) => {
      const response = await refresh(token);
      expect([response.status, (await response.json()).code]).toEqual([401, 'invalidToken']);
    });

    it('refuses a known id with the wrong secret without ending the session', async () => {
      const { refreshToken, sessionToken } = await signIn(server);
      const [id] = refreshToken.split('.');
      expect((await refresh(`${id}.wrong-secret`)).status).toBe(401);
      expect((await getSession(sessionToken)).status).toBe(200);
    });

    it('slides the session expiry to seven days from now', async () => {
      const { refreshToken, session } = await signIn(server);
      await server.store.userSessions.update(session.id, { expiresAt: Date.now() + 60_000 });
      const before = Date.now();

      expect((await refresh(refreshToken)).status).toBe(200);

      const slid = await server.store.userSessions.findById(session.id);
      expect(slid?.expiresAt).toBeGreaterThanOrEqual(before + PLATFORM_TTL.sessionMs);
      expect(slid?.expiresAt).toBeLessThanOrEqual(Date.now() + PLATFORM_TTL.sessionMs);
    });
  });

  describe('POST logout', () => {
    it('ends the session: the token that was just accepted is refused at once, and so is its refresh token', async () => {
      const { sessionToken, refreshToken, session } = await signIn(server);
      expect((await getSession(sessionToken)).status).toBe(200);

      const response = await logout(sessionToken);

      expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
      expect((await getSession(sessionToken)).status).toBe(401);
      expect((await refresh(refreshToken)).status).toBe(401);
      expect((await server.store.userSessions.findById(session.id))?.status).toBe('expired');
    });

    it('can leave the session offline, still refusing its token', async () => {
      const { sessionToken, session } = await signIn(server);
      expect((await logout(sessionToken, { status: 'offline', visitorId: 'visitor-1', includeFederated: false })).status).toBe(200);
      expect((await getSession(sessionToken)).status).toBe(401);
      expect((await server.store.userSessions.findById(session.id))?.status).toBe('offline');
    });

    it('refuses a logout without a valid session token', async () => {
      const response = await logout('not-a-token');
      expect([response.status, (await response.json()).code]).toEqual([401, 'invalidToken']);
    });
  });
});
