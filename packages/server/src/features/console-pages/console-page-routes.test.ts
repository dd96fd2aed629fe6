import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { PATHS, ROLES, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env.js';
import { handleError, handleNotFound } from '../../http/error-handler.js';
import { createLogger } from '../../observability/create-logger.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { pageRequest, startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { adminNavigationSchema } from '../openapi/admin-navigation-schema.js';
import { CONSOLE_PAGE_DATA_ID } from './console-page-data.js';
import { consolePageRoutes } from './console-page-routes.js';

const TEMPLATE = '<!doctype html><html><head><title>Console</title></head><body><main id="root"></main></body></html>';
const sqlite = storeFactories.filter((factory) => factory.name === 'sqlite');

/** The JSON the server put in the page for its script to read. */
function pageDataOf(html: string): Record<string, unknown> {
  const json = new RegExp(`<script id="${CONSOLE_PAGE_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('no page data in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

const loginFor = (path: string) => `${SERVER_PATHS.loginPage}?${new URLSearchParams({ redirect: `${TEST_APP_URL}${path}` })}`;

describe.each(sqlite)('the account center and admin console pages on $name', (factory) => {
  let server: TestServer;
  let pagesDir: string;
  let standIn: ServerType;
  // The feature's routes over a stand-in of the built pages, served over HTTP beside the real server whose sessions they read.
  let built: TestServer['request'];

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { appName: 'Demo <App>' } });
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-console-pages-'));
    await writeFile(join(pagesDir, 'account.html'), TEMPLATE);
    await writeFile(join(pagesDir, 'admin.html'), TEMPLATE);
    const app = new Hono<AppEnv>().route('/', consolePageRoutes({ sessions: server.foyer.sessions, config: server.foyer.config, log: createLogger('silent'), pagesDir }));
    app.onError(handleError).notFound(handleNotFound);
    const port = await new Promise<number>((resolve) => {
      standIn = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    built = pageRequest(`http://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    await new Promise((resolve) => standIn?.close(resolve));
    await server?.close();
    await rm(pagesDir, { recursive: true, force: true });
  });

  const asCookie = (sessionToken: string) => ({ cookies: { [STORAGE_KEYS.sessionToken]: sessionToken }, redirect: 'manual' as const });

  it.each([PATHS.user, PATHS.userDidSpaces, `${PATHS.user}/sessions`, PATHS.admin, `${PATHS.admin}/members?q=ann`])('sends a signed-out visitor of %s to the login page and back', async (path) => {
    const response = await server.request(path, { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(loginFor(path));
  });

  it('treats a session that has ended like no session', async () => {
    const { sessionToken, session } = await signIn(server, { role: ROLES.owner });
    await server.foyer.sessions.endSession(session.id);

    const response = await server.request(PATHS.admin, asCookie(sessionToken));

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(loginFor(PATHS.admin));
  });

  it('serves the account center to a signed-in member, by cookie or bearer, with its section, never framed or cached', async () => {
    const { sessionToken } = await signIn(server, { role: ROLES.member });

    const profile = await built(PATHS.user, asCookie(sessionToken));
    const space = await built(PATHS.userDidSpaces, { bearer: sessionToken });
    const sessions = await built(`${PATHS.user}/sessions`, asCookie(sessionToken));
    const html = await profile.text();

    expect([profile.status, space.status, sessions.status]).toEqual([200, 200, 200]);
    expect(pageDataOf(html)).toEqual({ console: 'account', section: 'profile', appName: 'Demo <App>', appUrl: TEST_APP_URL, styleNonce: expect.any(String) });
    expect(pageDataOf(await space.text())).toMatchObject({ console: 'account', section: 'did-space' });
    expect(pageDataOf(await sessions.text())).toMatchObject({ console: 'account', section: 'sessions' });
    expect(html).toContain('<title>Account · Demo &lt;App&gt;</title>');
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('x-frame-options')).toBe('DENY');
    const csp = profile.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`'nonce-${pageDataOf(html).styleNonce as string}'`);
  });

  it('answers 404 for a section neither console has', async () => {
    const { sessionToken } = await signIn(server, { role: ROLES.owner });

    expect((await built(`${PATHS.user}/did-space`, asCookie(sessionToken))).status).toBe(404);
    expect((await built(`${PATHS.admin}/secrets`, asCookie(sessionToken))).status).toBe(404);
  });

  it.each([ROLES.owner, ROLES.admin])('serves the admin console to an %s, in the section asked', async (role) => {
    const { sessionToken } = await signIn(server, { role });

    const overview = await built(PATHS.admin, asCookie(sessionToken));
    const audit = await built(`${PATHS.admin}/audit`, asCookie(sessionToken));
    const html = await overview.text();

    expect([overview.status, audit.status]).toEqual([200, 200]);
    expect(pageDataOf(html)).toMatchObject({ console: 'admin', section: 'overview', appName: 'Demo <App>' });
    expect(pageDataOf(await audit.text())).toMatchObject({ console: 'admin', section: 'audit' });
    expect(html).toContain('<title>Admin console · Demo &lt;App&gt;</title>');
  });

  it.each<{ language: string; cookies?: Record<string, string>; headers?: Record<string, string>; heading: string; message: string }>([
    { language: 'en', heading: 'Forbidden', message: 'Only an owner or admin of Demo &lt;App&gt; can open its admin console' },
    { language: 'zh (Accept-Language)', headers: { 'accept-language': 'zh-CN,zh;q=0.9' }, heading: '禁止访问', message: '只有 Demo &lt;App&gt; 的所有者或管理员可以打开其管理控制台' },
    { language: 'zh (the language cookie)', cookies: { [STORAGE_KEYS.language]: 'zh' }, headers: { 'accept-language': 'en' }, heading: '禁止访问', message: '只有 Demo &lt;App&gt; 的所有者或管理员可以打开其管理控制台' },
  ])('shows a member the 403 page of the admin console in $language', async ({ cookies, headers, heading, message }) => {
    const { sessionToken } = await signIn(server, { role: ROLES.member });

    const response = await server.request(`${PATHS.admin}/members`, { cookies: { ...cookies, [STORAGE_KEYS.sessionToken]: sessionToken }, headers, redirect: 'manual' });
    const html = await response.text();

    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<p>${message}</p>`);
    expect(html).toContain(`<a href="${TEST_APP_URL}/">Demo &lt;App&gt;</a>`);
    expect(html).not.toContain(CONSOLE_PAGE_DATA_ID);
  });

  it("answers the admin console's sections as SPEC §4 navigation data: id, translatable title and description, link", async () => {
    const response = await server.request(SERVER_PATHS.adminNavigation);
    const body = adminNavigationSchema.parse(await response.json());

    expect(response.status).toBe(200);
    expect(body.navigation.map((item) => item.id)).toEqual(['overview', 'members', 'passports', 'clients', 'federation', 'domains', 'methods', 'audit']);
    expect(body.navigation[1]).toEqual({
      id: 'members',
      title: { en: 'Members', zh: '成员' },
      description: { en: 'The people of the app, their passports and sign-in methods', zh: '应用的成员及其通行证与登录方式' },
      link: `${PATHS.admin}/members`,
    });
  });
});
