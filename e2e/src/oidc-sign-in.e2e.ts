import { OAUTH_SCOPES } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { didShownAt } from './support/account-steps.js';
import { newAddress, requestCode, typeCode } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

// The scopes Notes asks for.
const CONSENTED_SCOPES = ['openid', 'profile:read'];

describe('signing in to a relying party with Foyer (OpenID Connect)', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current));

  const consentHeading = (on: Page) => on.getByRole('heading', { name: 'Notes (demo) wants to sign you in with Foyer' });
  const notesSignIn = (on: Page) => on.getByRole('button', { name: 'Sign in with Foyer' });

  /** From Notes' home, through Foyer's login page, signing `address` in by e-mail. */
  async function signInFromNotes(on: Page, address: string): Promise<void> {
    await on.goto(stack.rpUrl);
    await notesSignIn(on).click();
    await typeCode(on, await requestCode(on, stack.inbox, address));
  }

  it('signs in after consent, shows who signed in, and signs out of Notes and Foyer together', async () => {
    const address = newAddress('notes');
    await signInFromNotes(page, address);

    await consentHeading(page).waitFor();
    for (const scope of CONSENTED_SCOPES) await page.getByRole('listitem').filter({ hasText: OAUTH_SCOPES[scope]?.en ?? scope }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { message: 'Allow has the focus first' }).toBe('Allow');
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL(`${stack.rpUrl}/`);
    await page.getByText(address, { exact: true }).waitFor();
    const did = await didShownAt(context, stack.url);
    await page.getByText(did, { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${stack.rpUrl}/`);
    await notesSignIn(page).waitFor();
    expect(await page.getByText(did).count()).toBe(0);

    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
  });

  it('tells the person they declined when they deny on the consent screen', async () => {
    await signInFromNotes(page, newAddress('deny'));
    await consentHeading(page).waitFor();
    await page.getByRole('button', { name: 'Deny' }).click();

    await page.waitForURL(`${stack.rpUrl}/`);
    await page.getByRole('alert').filter({ hasText: 'You declined to sign in to Notes with Foyer.' }).waitFor();
    await notesSignIn(page).waitFor();
  });

  it('does not ask consent again on a later sign-in to Notes, and needs no login page while signed in to Foyer', async () => {
    const address = newAddress('again');
    await signInFromNotes(page, address);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByText(address, { exact: true }).waitFor();

    // Later: Notes and the authorization server have forgotten this browser, Foyer's own sign-in has not.
    await context.clearCookies({ name: /^(notes_visit|foyer_op_)/ });
    await page.goto(stack.rpUrl);
    await notesSignIn(page).click();

    // A consent screen or the login page would stop the flow here: the remembered grant takes the person straight back.
    await page.waitForURL(`${stack.rpUrl}/`);
    await page.getByText(address, { exact: true }).waitFor();
  });
});
