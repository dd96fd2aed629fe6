import { formatMessage, PAGE_QUERY, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../../packages/server/src/test-support/smtp-inbox.js';
import { accountMenuButton, chooseEmail, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const TOKEN_NAMES: string[] = [STORAGE_KEYS.sessionToken, STORAGE_KEYS.refreshToken];

describe('e-mail sign-in in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current));

  const signInButton = () => page.getByRole('button', { name: 'Sign in', exact: true });

  async function openSignIn(): Promise<void> {
    await page.goto(stack.url);
    await signInButton().click();
  }

  async function storedTokens(): Promise<string[]> {
    const cookies = (await context.cookies()).filter((cookie) => TOKEN_NAMES.includes(cookie.name)).map((cookie) => cookie.name);
    const local = await page.evaluate((names) => names.filter((name) => localStorage.getItem(name) !== null), TOKEN_NAMES);
    return [...cookies, ...local];
  }

  it('signs in with the code from the mail, stays signed in across a reload, and signs out', async () => {
    const address = newAddress('code');
    await openSignIn();
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await skipSuccessPause(page);

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await expect.poll(() => page.getByRole('menu', { name: address }).isVisible(), { message: 'the avatar menu names who is signed in' }).toBe(true);
    expect(await storedTokens()).toEqual(expect.arrayContaining(TOKEN_NAMES));

    await page.reload();
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await signInButton().waitFor();
    expect(await storedTokens()).toEqual([]);
  });

  it('signs in with the magic link from the mail and takes the token out of the address bar', async () => {
    const address = newAddress('magic');
    await openSignIn();
    await chooseEmail(page);
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await page.getByText('Check your inbox').waitFor();

    const link = linkIn(await stack.inbox.next(address));
    expect(new URL(link).origin).toBe(stack.url);
    await page.goto(link.href);

    await accountMenuButton(page).waitFor();
    expect(new URL(page.url()).searchParams.has(PAGE_QUERY.magicToken)).toBe(false);
  });

  it('refuses the code after five wrong tries, even the right one', async () => {
    await openSignIn();
    const code = await requestCode(page, stack.inbox, newAddress('wrong'));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const incorrect = page.getByText(formatMessage('codeIncorrect'));
    const exceeded = page.getByText(formatMessage('codeAttemptsExceeded'));

    for (let attempt = 1; attempt < 5; attempt++) {
      await typeCode(page, wrong);
      await incorrect.waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
    }
    await typeCode(page, wrong);
    await exceeded.waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await typeCode(page, code);
    await exceeded.waitFor();
    expect(await accountMenuButton(page).count()).toBe(0);
  });

  it('says a malformed address is incorrect and sends no mail', async () => {
    const before = stack.inbox.received.length;
    await openSignIn();
    await chooseEmail(page);
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.getByRole('alert').filter({ hasText: formatMessage('emailFormatIncorrect') }).waitFor();
    expect(stack.inbox.received.length).toBe(before);
  });

  it('sends a signed-out visitor of /profile to the login page and back once signed in', async () => {
    const address = newAddress('guarded');
    await page.goto(`${stack.url}/profile`);
    await page.waitForURL((url) => url.pathname === SERVER_PATHS.loginPage);
    expect(new URL(page.url()).searchParams.get(PAGE_QUERY.redirect)).toBe(`${stack.url}/profile`);

    await typeCode(page, await requestCode(page, stack.inbox, address));

    await page.waitForURL(`${stack.url}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByText(address).waitFor();
  });

  it('forwards a signed-in visitor from the login page at once: to a domain alias with a login token, never off the app', async () => {
    const address = newAddress('forward');
    const loginPage = (redirect: string) => `${stack.url}${SERVER_PATHS.loginPage}?${new URLSearchParams({ [PAGE_QUERY.redirect]: redirect })}`;
    await openSignIn();
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();

    await page.goto(loginPage(`${stack.aliasUrl}/profile`));
    await page.waitForURL(`${stack.aliasUrl}/profile`);
    await page.getByText(address).waitFor();

    await page.goto(loginPage('https://evil.example/'));
    await page.waitForURL(`${stack.url}/`);
  });
});
