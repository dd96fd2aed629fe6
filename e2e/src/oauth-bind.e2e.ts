import { formatMessage } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMenuButton, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { startGoogleStandIn } from './support/google-stand-in.js';
import { openProviderPopup, signInAtOpenIdProvider, signOut } from './support/oauth-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const { provider, port, env } = await startGoogleStandIn();

let logins = 0;
/** A provider login no other test in this run has used. */
const newLogin = (name: string) => `${name}${Date.now()}x${++logins}`;

/** Signs in at the provider unless it remembers this browser's session and grant and answers at once. */
async function completeAtProvider(popup: Page, login: string): Promise<void> {
  const closed = popup.waitForEvent('close').then(() => 'closed' as const);
  const form = popup
    .getByPlaceholder('Enter any login')
    .waitFor()
    .then(() => 'form' as const, () => 'closed' as const);
  if ((await Promise.race([closed, form])) === 'form') await signInAtOpenIdProvider(popup, login);
  else await closed;
}

describe('binding Google to an e-mail account on the demo profile page', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { port, env });
  afterAll(() => provider.close());

  const accounts = () => page.getByRole('region', { name: 'Connected accounts' });

  async function signInByEmail(address: string): Promise<void> {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await accountMenuButton(page).waitFor();
  }

  async function bindGoogle(login: string): Promise<void> {
    await page.goto(`${stack.url}/profile`);
    const [popup] = await Promise.all([context.waitForEvent('page'), accounts().getByRole('button', { name: 'Bind Google' }).click()]);
    await completeAtProvider(popup, login);
  }

  async function expectSignedInAs(address: string): Promise<void> {
    await accountMenuButton(page).click();
    expect(await page.getByRole('menu', { name: address }).isVisible(), 'the avatar menu names who is signed in').toBe(true);
    await page.keyboard.press('Escape');
  }

  it('binds Google, then signs in with it into the same account, and unbinds it', async () => {
    const address = newAddress('bind');
    const login = newLogin('ada');
    await signInByEmail(address);

    await bindGoogle(login);
    await page.getByText(formatMessage('bindProviderSucceed', { provider: 'google' })).waitFor();
    await accounts().getByText(`${login}@example.com`).waitFor();

    // /profile is guarded: signing out there leaves for the login page, so sign out from the home page.
    await page.goto(stack.url);
    await signOut(page);
    const popup = await openProviderPopup(page, context, stack.url, 'Google');
    await completeAtProvider(popup, login);
    await expectSignedInAs(address);

    await page.goto(`${stack.url}/profile`);
    await accounts().getByRole('button', { name: 'Unbind Google' }).click();
    await page.getByText(formatMessage('unbindProviderSucceed', { provider: 'google' })).waitFor();
    await accounts().getByRole('button', { name: 'Bind Google' }).waitFor();
    expect(await accounts().getByText(`${login}@example.com`).count()).toBe(0);
  });

  it('refuses a Google identity already linked to another user', async () => {
    const login = newLogin('bob');
    const popup = await openProviderPopup(page, context, stack.url, 'Google');
    await signInAtOpenIdProvider(popup, login);
    await accountMenuButton(page).waitFor();
    await signOut(page);

    await signInByEmail(newAddress('refused'));
    await bindGoogle(login);
    await page.getByText(formatMessage('oauthAccountLinkedToAnother', { provider: 'google' })).waitFor();
    await accounts().getByRole('button', { name: 'Bind Google' }).waitFor();
  });
});
