import { CSRF_COOKIE, HEADERS, PATHS, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import type { AppEnv } from './app-env.js';
import { csrfProtection, skipCsrf } from './csrf.js';
import { handleError } from './error-handler.js';

describe.each(storeFactories)('CSRF protection on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { domainAliases: ['alias.foyer.test', 'https://other.foyer.test'] } });
  });

  afterAll(async () => {
    await server?.close();
  });

  // Without a bearer token the refresh answers 401 once CSRF lets it through, so 401 means "passed".
  const post = (init: Parameters<TestServer['request']>[1]) => server.request(PATHS.refreshSession, { method: 'POST', ...init });

  const expectRejected = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'csrfRejected', error: 'Cross-site request refused' });
  };

  it('lets a same-origin request that echoes the cookie through', async () => {
    expect((await post({})).status).toBe(401);
  });

  it.each(['http://alias.foyer.test', 'https://alias.foyer.test', 'https://other.foyer.test'])('allows the domain alias %s', async (origin) => {
    expect((await post({ headers: { origin } })).status).toBe(401);
  });

  it('refuses a request without Origin', async () => {
    await expectRejected(await post({ omit: ['origin'] }));
  });

  it.each(['https://evil.example', 'http://foyer.test.evil.example', 'null', 'http://other.foyer.test'])('refuses Origin %s', async (origin) => {
    await expectRejected(await post({ headers: { origin } }));
  });

  it('refuses a request without the CSRF header', async () => {
    await expectRejected(await post({ omit: [HEADERS.csrfToken] }));
  });

  it('refuses a header that does not match the cookie', async () => {
    await expectRejected(await post({ headers: { [HEADERS.csrfToken]: 'something-else' } }));
  });

  it('refuses a request without the cookie', async () => {
    await expectRejected(await post({ omit: ['cookie'] }));
  });

  it('does not check safe methods', async () => {
    const response = await server.request(SERVER_PATHS.ping, { omit: ['origin', 'cookie', HEADERS.csrfToken] });
    expect(response.status).toBe(200);
  });

  it('sets a readable, Lax, site-wide token cookie when the request carried none', async () => {
    const response = await server.request(SERVER_PATHS.ping, { omit: ['cookie'] });
    const cookie = response.headers.get('set-cookie') ?? '';
    const token = new RegExp(`^${CSRF_COOKIE}=([\\w-]+);`).exec(cookie)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is not fooled by a cookie whose name merely ends like the CSRF cookie', async () => {
    const response = await server.request(SERVER_PATHS.ping, { headers: { cookie: `foo-${CSRF_COOKIE}=abc; ${CSRF_COOKIE}=` } });
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${CSRF_COOKIE}=[\\w-]{22};`));
  });

  it('sets the cookie on a refused request too, and not when the request carried one', async () => {
    const refused = await post({ omit: ['cookie'] });
    expect(refused.headers.get('set-cookie')).toContain(`${CSRF_COOKIE}=`);
    expect((await server.request(SERVER_PATHS.ping)).headers.get('set-cookie')).toBeNull();
  });
});

describe('CSRF cookie over https', () => {
  it('is Secure when the app URL is https', async () => {
    const [factory] = storeFactories;
    if (!factory) throw new Error('no store factory');
    const server = await startTestServer({ factory, config: { appUrl: 'https://foyer.test' } });
    try {
      const response = await server.request(SERVER_PATHS.ping, { omit: ['cookie'] });
      expect(response.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await server.close();
    }
  });
});

describe('skipCsrf', () => {
  it('exempts the route that lists it, and only that route', async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(csrfProtection({ appUrl: 'http://foyer.test', domainAliases: [] }));
    app.post('/signed-callback', skipCsrf, (c) => c.json({ ok: true }));
    app.post('/cookie-authenticated', (c) => c.json({ ok: true }));
    const crossSite = { method: 'POST', headers: { origin: 'https://evil.example' } };

    expect((await app.request('/signed-callback', crossSite)).status).toBe(200);
    const refused = await app.request('/cookie-authenticated', crossSite);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'csrfRejected']);
  });
});
