import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_SERVICE_PREFIX, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/create-logger.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { PAGES_BASE } from './built-pages.js';
import { LOGIN_PAGE_DATA_ID, MINT_LOGIN_TOKEN_PATH, type LoginPageData } from './login-page-data.js';
import { loginPageRoutes } from './login-page-routes.js';

/** A logger whose warnings land in `warned`, for the start-up message about unbuilt pages. */
const warned: string[] = [];
const log = createLogger('warn', { write: (line: string) => warned.push(line) });

const config = { appName: 'Shop <&> "Co"', appUrl: 'https://shop.test', domainAliases: ['alias.test'] };
const TEMPLATE = '<html><head><title>Sign in</title></head><body></body></html>';

function pageData(html: string): LoginPageData {
  const json = new RegExp(`<script id="${LOGIN_PAGE_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('no page data');
  return JSON.parse(json) as LoginPageData;
}

describe('login page', () => {
  let pagesDir: string;

  beforeAll(async () => {
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-pages-'));
    await mkdir(join(pagesDir, 'assets'));
    await writeFile(join(pagesDir, 'login.html'), TEMPLATE);
    await writeFile(join(pagesDir, 'assets', 'login-abc123.js'), 'export {};');
  });

  afterAll(async () => {
    await rm(pagesDir, { recursive: true, force: true });
  });

  const open = (query: string) => loginPageRoutes(config, log, pagesDir).request(`${SERVER_PATHS.loginPage}${query}`);

  it('names the app, escaped, in the title and keeps a redirect to the app or an alias', async () => {
    const redirect = 'https://alias.test/orders?id=1';
    const response = await open(`?redirect=${encodeURIComponent(redirect)}&sourceAppPid=zPid`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Sign in · Shop &lt;&amp;&gt; &quot;Co&quot;</title>');
    expect(pageData(html)).toEqual({ redirect, forceConnected: null, sourceAppPid: 'zPid', fresh: false, styleNonce: expect.any(String) });
  });

  it('asks for a fresh sign-in only with fresh=1, as the authorization page sends for prompt=login', async () => {
    expect(pageData(await (await open('?fresh=1')).text()).fresh).toBe(true);
    expect(pageData(await (await open('?fresh=yes')).text()).fresh).toBe(false);
  });

  it.each(['https://evil.test/', 'javascript:alert(1)', '/relative', 'https://shop.test@evil.test/'])('sends %s to the app root instead', async (redirect) => {
    const html = await (await open(`?redirect=${encodeURIComponent(redirect)}`)).text();
    expect(pageData(html).redirect).toBe('https://shop.test/');
  });

  it('keeps page data from closing its script element', async () => {
    const html = await (await open(`?forceConnected=${encodeURIComponent('</script><script>alert(1)</script>')}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(pageData(html).forceConnected).toBe('</script><script>alert(1)</script>');
  });

  it('lets only its own files run, its dialogs inject styles by a fresh nonce, only the app and its aliases frame it, and sends no referrer', async () => {
    const [first, second] = [await open(''), await open('')];
    const { styleNonce } = pageData(await first.text());
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`style-src 'self' 'nonce-${styleNonce}';`);
    expect(csp).toContain("frame-ancestors 'self' https://shop.test alias.test");
    expect(csp).toMatch(/object-src 'none'; base-uri 'none'/);
    expect(pageData(await second.text()).styleNonce).not.toBe(styleNonce);
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves hashed assets for a year and nothing outside assets/', async () => {
    const routes = loginPageRoutes(config, log, pagesDir);
    const asset = await routes.request(`${PAGES_BASE}assets/login-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await routes.request(`${PAGES_BASE}login.html`)).status).toBe(404);
  });

  it('says at start and on the page what to do when the pages are not built', async () => {
    const response = await loginPageRoutes(config, log, join(pagesDir, 'missing')).request(SERVER_PATHS.loginPage);
    expect(warned.join('')).toMatch(/login page is not built: run `npm run build`/);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

describe('minting a login token for a domain alias', () => {
  let server: TestServer;

  beforeAll(async () => {
    const [sqlite] = storeFactories;
    if (!sqlite) throw new Error('no SQLite store factory');
    server = await startTestServer({ factory: sqlite });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('gives the signed-in caller a token that signs the same user in once', async () => {
    const { session, sessionToken } = await signIn(server);
    const minted = await server.request(MINT_LOGIN_TOKEN_PATH, { method: 'POST', bearer: sessionToken });
    expect(minted.status).toBe(200);
    const { loginToken } = (await minted.json()) as { loginToken: string };
    const exchanged = await server.request(`${AUTH_SERVICE_PREFIX}/loginToken`, { method: 'POST', json: { loginToken } });
    expect((await exchanged.json()).user.did).toBe(session.userDid);
  });

  it('refuses callers without a session', async () => {
    expect((await server.request(MINT_LOGIN_TOKEN_PATH, { method: 'POST' })).status).toBe(401);
  });
});
