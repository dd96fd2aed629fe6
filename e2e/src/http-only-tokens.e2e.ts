import { AUTH_SERVICE_PREFIX, CSRF_COOKIE, HEADERS, PATHS, STORAGE_KEYS } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenuButton, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const CSRF = 'e2e-csrf-token';
const GRACE_MS = 500;

/** A request from outside the browser presenting `bearer`, with what the CSRF check asks of a same-site page. */
const present = (stack: DemoStack, path: string, bearer: string, method = 'GET') =>
  fetch(`${stack.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, origin: stack.url, cookie: `${CSRF_COOKIE}=${CSRF}`, [HEADERS.csrfToken]: CSRF },
  });

/** Every value the page's script can reach: each cookie in document.cookie, each localStorage and sessionStorage value. */
const readableValues = (page: Page) =>
  page.evaluate(() => {
    const cookies = document.cookie.split(';').map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1).trim()));
    const stored = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? '');
    return [...cookies, ...stored(localStorage), ...stored(sessionStorage)].filter((value) => value !== '');
  });

async function tokenCookies(context: BrowserContext) {
  // Not filtered by the page's URL: the refresh cookie's path is the refresh endpoint's, not the page's.
  const cookies = await context.cookies();
  const named = (name: string): Cookie | undefined => cookies.find((cookie) => cookie.name === name);
  return { session: named(STORAGE_KEYS.sessionToken), refresh: named(STORAGE_KEYS.refreshToken), window: named(STORAGE_KEYS.sessionWindow) };
}

describe('tokens out of reach of scripts (the default HttpOnly-cookie mode)', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current));

  async function signInWithCode(): Promise<string> {
    const address = newAddress('http-only');
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const code = await requestCode(page, stack.inbox, address);
    const login = page.waitForResponse((response) => response.url().includes(`${AUTH_SERVICE_PREFIX}/email/login`));
    await typeCode(page, code);
    const body = (await (await login).json()) as Record<string, unknown>;
    // What the page's script receives from the sign-in: the user, no token.
    expect(body).not.toHaveProperty('sessionToken');
    expect(body).not.toHaveProperty('refreshToken');
    expect(body).toHaveProperty('user');
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    return address;
  }

  it('leaves no value a script can read that works as a session or refresh token', async () => {
    await signInWithCode();
    const { session, refresh } = await tokenCookies(context);
    expect([session?.value, refresh?.value]).toEqual([expect.stringMatching(/^ey/), expect.any(String)]);
    // The control: the HttpOnly session cookie itself does sign in, so the refusals below are the values, not the check.
    expect((await present(stack, PATHS.session, session?.value ?? '')).status).toBe(200);

    const values = await readableValues(page);
    expect(values.length).toBeGreaterThan(0);
    expect(values).not.toContain(session?.value);
    expect(values).not.toContain(refresh?.value);
    for (const value of values) {
      expect((await present(stack, PATHS.refreshSession, value, 'POST')).status, `refresh with ${value}`).toBe(401);
      expect((await present(stack, PATHS.session, value)).status, `session with ${value}`).toBe(401);
    }
  });

  it('keeps the refresh token in an HttpOnly, SameSite=Lax cookie for the refresh path only, and the session token HttpOnly', async () => {
    await signInWithCode();
    const { session, refresh, window } = await tokenCookies(context);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: PATHS.refreshSession });
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // http://localhost here: Secure follows the app URL's scheme.
    expect([refresh?.secure, session?.secure]).toEqual([false, false]);
    expect(window).toMatchObject({ httpOnly: false, path: '/' });
  });

  it('renews by the refresh cookie once the session cookie is gone, and signing out clears the cookies', async () => {
    const address = await signInWithCode();
    const before = await tokenCookies(context);
    // As when the session token's cookie has run out: the SDK renews with the refresh cookie it cannot read.
    await context.clearCookies({ name: STORAGE_KEYS.sessionToken });
    await page.reload();
    await accountMenuButton(page).click();
    await expect.poll(() => page.getByRole('menu', { name: address }).isVisible(), { message: 'still signed in after the reload' }).toBe(true);
    const renewed = await tokenCookies(context);
    expect(renewed.session?.value).toBeTruthy();
    expect(renewed.refresh?.value).not.toBe(before.refresh?.value);
    expect(renewed.window?.value).not.toBe(before.window?.value);

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await tokenCookies(context)).toEqual({ session: undefined, refresh: undefined, window: undefined });
    expect((await present(stack, PATHS.session, renewed.session?.value ?? '')).status).toBe(401);
  });
});

describe('a DID Wallet sign-in in the default HttpOnly-cookie mode', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { env: { FOYER_REFRESH_GRACE_MS: String(GRACE_MS) } });

  it('trades the sealed tokens the page opened for cookies at once, and the seen refresh token, replayed, ends the session', async () => {
    const traded: string[] = [];
    page.on('request', (request) => {
      const bearer = request.headers().authorization;
      if (new URL(request.url()).pathname === PATHS.refreshSession && bearer) traded.push(bearer.replace(/^Bearer /, ''));
    });
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
    const link = await page.locator('[data-did-auth-url]').getAttribute('data-did-auth-url');
    await createWallet({ profile: { fullName: 'Cora Cookie' } }).approve(link ?? '');
    await page.getByRole('button', { name: 'Account menu for Cora Cookie', includeHidden: true }).waitFor();

    expect(traded, 'one refresh presenting the sealed refresh token').toHaveLength(1);
    const { session, refresh } = await tokenCookies(context);
    expect(refresh).toMatchObject({ httpOnly: true, path: PATHS.refreshSession });
    expect(refresh?.value).not.toBe(traded[0]);
    for (const value of await readableValues(page)) expect([session?.value, refresh?.value, traded[0]]).not.toContain(value);
    expect((await present(stack, PATHS.session, session?.value ?? '')).status).toBe(200);

    // What a script that saw the sealed result could try later: past the grace window, the replay revokes the family.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 200));
    expect((await present(stack, PATHS.refreshSession, traded[0] ?? '', 'POST')).status).toBe(401);
    expect((await present(stack, PATHS.session, session?.value ?? '')).status).toBe(401);
  });
});
