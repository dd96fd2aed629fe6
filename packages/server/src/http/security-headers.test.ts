import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AUTH_SERVICE_PREFIX, PATHS, SERVER_PATHS } from '@foyer/core';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../test-support/start-test-server.js';
import type { AppEnv } from './app-env.js';
import { appFrameAncestors, contentSecurityPolicy, NO_FRAMING, securityHeaders } from './security-headers.js';

const SITE = { appUrl: 'https://shop.test', domainAliases: ['alias.test', 'https://other.test:8443'] };

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }));
}

/** What every page's policy must say, whatever else it allows. */
function expectStrictPage(response: Response, frameAncestors: string[]) {
  const csp = directives(response.headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  for (const source of scripts) expect(source).toMatch(/^'(self|none|nonce-.+|sha256-.+)'$/);
  expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(frameAncestors);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
}

describe('the page policy', () => {
  it('lets the app and its aliases frame a page, by origin or by host', () => {
    expect(appFrameAncestors(SITE)).toBe("'self' https://shop.test alias.test https://other.test:8443");
  });

  it('names inline sources by nonce or hash only, and leaves form-action out when a page posts on to another site', () => {
    const csp = contentSecurityPolicy({ frameAncestors: NO_FRAMING, scriptSources: ["'nonce-abc'"], formAction: null });
    expect(directives(csp).get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directives(csp).has('form-action')).toBe(false);
    expect(directives(contentSecurityPolicy({ frameAncestors: NO_FRAMING })).get('form-action')).toEqual(["'self'"]);
  });
});

const app = new Hono<AppEnv>()
  .use(securityHeaders(SITE))
  .get('/page', (c) => c.html('<p>hi</p>'))
  .get('/own-policy', (c) => c.html('<p>hi</p>', 200, { 'content-security-policy': "default-src 'none'", 'referrer-policy': 'no-referrer' }))
  .get(`${AUTH_SERVICE_PREFIX}/thing`, (c) => c.json({ token: 'secret' }))
  .get(`${AUTH_SERVICE_PREFIX}/cached`, (c) => c.json({ public: true }, 200, { 'cache-control': 'public, max-age=60' }))
  .get('/.well-known/did.json', (c) => c.json({ id: 'did:web:shop.test' }));

// In process the headers are added to the route's answer; served by node they are set on node's response first.
describe.each([
  ['in process', async () => ({ request: async (path: string) => app.request(path), close: async () => {} })],
  ['served by node', async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    return { request: (path: string) => fetch(`http://127.0.0.1:${port}${path}`), close: () => new Promise<void>((done) => server.close(() => done())) };
  }],
])('securityHeaders, %s', (_, open) => {
  let request: (path: string) => Promise<Response>;
  let close: () => Promise<void>;
  beforeAll(async () => ({ request, close } = await open()));
  afterAll(() => close());

  it("gives an HTML page the app's policy and a referrer policy", async () => {
    const response = await request('/page');
    expectStrictPage(response, ["'self'", 'https://shop.test', 'alias.test', 'https://other.test:8443']);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("keeps a page's own policy", async () => {
    const response = await request('/own-policy');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps the API's answers out of every cache unless the route chose otherwise; other JSON is left to its route", async () => {
    const api = await request(`${AUTH_SERVICE_PREFIX}/thing`);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await api.json()).toEqual({ token: 'secret' });
    expect((await request(`${AUTH_SERVICE_PREFIX}/cached`)).headers.get('cache-control')).toBe('public, max-age=60');
    const document = await request('/.well-known/did.json');
    expect(document.headers.get('cache-control')).toBeNull();
    expect(document.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the headers of Foyer's own pages and token responses", () => {
  let server: TestServer;
  const appOrigins = ["'self'", TEST_APP_URL, 'alias.test'];

  beforeAll(async () => {
    const [sqlite] = storeFactories;
    if (!sqlite) throw new Error('no SQLite store factory');
    // Development without SMTP: the dev outbox page is served too.
    server = await startTestServer({ factory: sqlite, config: { mode: 'development', domainAliases: ['alias.test'] } });
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  it('serves the built login page under a strict policy that the app and its aliases may frame', async () => {
    const response = await get(SERVER_PATHS.loginPage);
    expect(response.status).toBe(200);
    expectStrictPage(response, appOrigins);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // The built page has no inline script but its JSON data, which is not run.
    const html = await response.text();
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toBeNull();
    expect(html).not.toMatch(/\sstyle="/);
  });

  it.each([
    ['the web wallet', PATHS.webWallet],
    ['an expired authorization interaction', `${OIDC_PATHS.interaction}/no-such-uid`],
    ['the OAuth popup after the provider signed out', `${PATHS.oauthLogin}/google/logged-out`],
    ['the dev outbox', SERVER_PATHS.devOutbox],
  ])('serves %s under a strict policy no site may frame', async (_, path) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectStrictPage(response, ["'none'"]);
  });

  it("serves the authorization server's own error page, which it writes itself, under a strict unframeable policy", async () => {
    const response = await fetch(`${server.url}${OIDC_PATHS.authorize}?client_id=nobody&response_type=code&scope=openid`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expectStrictPage(response, ["'none'"]);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // Its one inline style is named by hash, so it applies.
    expect(directives(response.headers.get('content-security-policy')).get('style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
  });

  it("lets the authorization server's form_post page run its one inline script, by the hash it adds to the policy", async () => {
    const redirectUri = 'https://rp.test/callback';
    const client = await server.foyer.registerClient({ redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', client_name: 'RP' });
    const query = new URLSearchParams({ client_id: client.client_id, redirect_uri: redirectUri, response_type: 'code', scope: 'openid', response_mode: 'form_post', prompt: 'none', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' });
    // No one is signed in, so prompt=none ends in an error posted back to the relying party.
    const response = await get(`${OIDC_PATHS.authorize}?${query}`);
    const html = await response.text();
    expect(html).toContain(`action="${redirectUri}"`);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(csp.has('form-action')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('keeps tokens out of caches: a session refresh and the OAuth token endpoint answer no-store', async () => {
    const { refreshToken } = await signIn(server);
    const refreshed = await server.request(PATHS.refreshSession, { method: 'POST', bearer: refreshToken });
    expect(refreshed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const token = await fetch(`${server.url}${OIDC_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=nobody',
    });
    expect(token.headers.get('cache-control')).toBe('no-store');
  });
});
