import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_SERVICE_PREFIX, CATALOGUE, CSRF_COOKIE, HEADERS, HTTP_ONLY_ENGINE, PATHS, STORAGE_KEYS, type SessionUser } from '@foyer/core';
import { NextRequest } from 'next/server';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../packages/react/src/i18n/en.js';
import { zh } from '../../packages/react/src/i18n/zh.js';
import { displayName } from '../../packages/react/src/util/display-name.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../packages/server/src/test-support/smtp-inbox.js';

/**
 * The example as Next.js runs it, without building it: its route handlers, middleware and page, imported and called with
 * real Request / NextRequest objects, over a real Foyer (SQLite in a temporary directory) that mails real codes.
 */
const APP_URL = 'http://localhost:3000';
const CSRF = 'nextjs-example-csrf';
// Deployed as the guide says: behind a proxy that writes X-Forwarded-For, in front of Next's own server (loopback).
const ENV = { FOYER_APP_URL: APP_URL, FOYER_LOG_LEVEL: 'silent', FOYER_TRUSTED_PROXIES: 'loopback' };

// What Next.js's headers() answers while it renders a request: the headers of the request the test is rendering.
const rendering = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => rendering.headers }));

let inbox: SmtpInbox;
let dataDir: string;
let savedEnv: Record<string, string | undefined>;
let example: {
  lib: typeof import('./lib/foyer');
  foyerRoute: typeof import('./app/.well-known/[...foyer]/route');
  metadataRoute: typeof import('./app/%5F%5Fcapsule%5F%5F.js/route');
  me: typeof import('./app/api/me/route');
  admin: typeof import('./app/api/admin/route');
  middleware: typeof import('./middleware');
  homePage: typeof import('./app/home-page');
  layout: typeof import('./app/layout');
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-nextjs-'));
  const env = { ...ENV, FOYER_DATA_DIR: dataDir, FOYER_SMTP_URL: inbox.url };
  savedEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  example = {
    lib: await import('./lib/foyer'),
    foyerRoute: await import('./app/.well-known/[...foyer]/route'),
    metadataRoute: await import('./app/%5F%5Fcapsule%5F%5F.js/route'),
    me: await import('./app/api/me/route'),
    admin: await import('./app/api/admin/route'),
    middleware: await import('./middleware'),
    homePage: await import('./app/home-page'),
    layout: await import('./app/layout'),
  };
});

afterAll(async () => {
  await example?.lib.foyer.close();
  delete (globalThis as { foyer?: unknown }).foyer;
  for (const [name, value] of Object.entries(savedEnv ?? {})) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await inbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let browsers = 0;

/** A browser's cookies for the app: what Set-Cookie gave it, sent back on every request, as the SDK in HttpOnly mode works. */
class Browser {
  readonly cookies = new Map([[CSRF_COOKIE, CSRF]]);
  /** Where it connects from, as the proxy in front of Next writes it into X-Forwarded-For. */
  readonly address = `203.0.113.${(browsers += 1)}`;

  /** `language`: the Accept-Language header the browser sends, from the languages its user set. */
  constructor(readonly language = 'en-US,en;q=0.9') {}

  request(pathname: string, init: { method?: string; json?: unknown } = {}): NextRequest {
    const headers = new Headers({
      origin: APP_URL,
      'accept-language': this.language,
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [HEADERS.csrfToken]: CSRF,
      [HEADERS.tokenDelivery]: HTTP_ONLY_ENGINE,
      [HEADERS.forwardedFor]: this.address,
    });
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return new NextRequest(`${APP_URL}${pathname}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  }

  keep(response: Response): Response {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  /** POST to Foyer through the example's catch-all route handler. */
  async postToFoyer(pathname: string, json: unknown): Promise<Response> {
    return this.keep(await example.foyerRoute.POST(this.request(pathname, { method: 'POST', json })));
  }

  /** Signs in with the e-mail code that arrives in the SMTP inbox, as the connect dialog's e-mail step does. */
  async signIn(email: string): Promise<void> {
    const sent = await this.postToFoyer(`${AUTH_SERVICE_PREFIX}/email/sendCode`, { email });
    expect(sent.status).toBe(200);
    const code = codeIn(await inbox.next(email));
    const login = await this.postToFoyer(`${AUTH_SERVICE_PREFIX}/email/login`, { email, code });
    expect(login.status).toBe(200);
    expect(this.cookies.has(STORAGE_KEYS.sessionToken)).toBe(true);
  }
}

const noContext = {};
const errorBody = (code: 'invalidToken' | 'forbidden') => ({ code, error: CATALOGUE[code].en });
const call = (handler: (request: Request, context: object) => Response | Promise<Response>, request: Request) => Promise.resolve(handler(request, noContext));
/** The first HTML of / for `browser`, as Next.js renders it: the root layout around the page. */
async function page(browser: Browser): Promise<string> {
  const request = browser.request('/');
  rendering.headers = request.headers;
  return renderToString(await example.layout.default({ children: await example.homePage.HomePage({ request }) }));
}
const accountMenu = (name: string, labels = en) => labels.accountMenu.replace('{name}', name);

describe('examples/nextjs', () => {
  const owner = new Browser();
  const member = new Browser();
  const visitor = new Browser();

  it('serves Foyer through the catch-all route and the metadata script route', async () => {
    // As SessionProvider asks for it.
    const info = await example.metadataRoute.GET(visitor.request(`${PATHS.appMetadataScript}?type=json`));
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ appUrl: APP_URL });
  });

  it('signed out: /api/me and /api/admin answer 401 Invalid token, the middleware stops /account, the page shows Sign in', async () => {
    for (const route of [example.me.GET, example.admin.GET]) {
      const response = await call(route, visitor.request('/api/me'));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(errorBody('invalidToken'));
    }
    const stopped = await example.middleware.middleware(visitor.request('/account'));
    expect(stopped?.status).toBe(401);
    expect(await stopped?.json()).toEqual(errorBody('invalidToken'));
    // Anything else goes on to its page.
    expect(await example.middleware.middleware(visitor.request('/'))).toBeUndefined();
    const html = await page(visitor);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toMatch(new RegExp(`<button[^>]*>${en.signIn}</button>`));
    expect(html).toContain(example.homePage.WORDS.en.signedOut);
  });

  it('signed in by e-mail code: /api/me answers the user, the middleware lets /account through, the first HTML shows the account menu', async () => {
    await owner.signIn('owner@example.com');
    const response = await call(example.me.GET, owner.request('/api/me'));
    expect(response.status).toBe(200);
    const { user: me } = (await response.json()) as { user: SessionUser };
    expect(me.email).toBe('owner@example.com');
    expect(await example.middleware.middleware(owner.request('/account'))).toBeUndefined();
    const html = await page(owner);
    expect(html).toContain(`aria-label="${accountMenu(displayName(me))}"`);
    expect(html).not.toContain(`>${en.signIn}<`);
    expect(html).toContain(example.homePage.WORDS.en.signedIn(displayName(me)));
  });

  it('/api/admin: 200 for the owner (the first sign-in claims the app), 403 Forbidden for a member', async () => {
    const allowed = await call(example.admin.GET, owner.request('/api/admin'));
    expect(allowed.status).toBe(200);
    await member.signIn('member@example.com');
    const { user: me } = (await (await call(example.me.GET, member.request('/api/me'))).json()) as { user: SessionUser };
    expect(me.role).not.toMatch(/owner|admin/);
    const refused = await call(example.admin.GET, member.request('/api/admin'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(errorBody('forbidden'));
  });

  it('answers a browser that asks for Chinese in Chinese from the first HTML, unless its visitor picked another language in Foyer', async () => {
    const chinese = new Browser('zh-CN,zh;q=0.9');
    const signedOut = await page(chinese);
    expect(signedOut).toMatch(/^<html lang="zh">/);
    expect(signedOut).toMatch(new RegExp(`<button[^>]*>${zh.signIn}</button>`));
    expect(signedOut).toContain(example.homePage.WORDS.zh.signedOut);
    expect(signedOut).not.toContain(en.signIn);
    await chinese.signIn('lin@example.com');
    const { user: me } = (await (await call(example.me.GET, chinese.request('/api/me'))).json()) as { user: SessionUser };
    const signedIn = await page(chinese);
    expect(signedIn).toContain(`aria-label="${accountMenu(displayName(me), zh)}"`);
    expect(signedIn).toContain(example.homePage.WORDS.zh.signedIn(displayName(me)));
    // The language cookie Foyer's menu writes outranks the browser's languages, as it does once the page runs.
    chinese.cookies.set(STORAGE_KEYS.language, 'en');
    const picked = await page(chinese);
    expect(picked).toMatch(/^<html lang="en">/);
    expect(picked).toContain(`aria-label="${accountMenu(displayName(me))}"`);
  });
});
