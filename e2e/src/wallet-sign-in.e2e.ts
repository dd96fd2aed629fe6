import { authUrlOf, createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const LINK_HOLDER = '[data-did-auth-url]';

describe('DID Wallet sign-in in the demo', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  /** Opens the dialog, picks the wallet and reads the deep link its QR code shows, as a phone camera would. */
  async function showWalletQr(): Promise<string> {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
    return shownLink();
  }

  async function shownLink(): Promise<string> {
    const link = await page.locator(LINK_HOLDER).getAttribute('data-did-auth-url');
    if (!link) throw new Error('the QR code holds no deep link');
    return link;
  }

  it('signs in once the wallet approves: the page picks the result up by polling', async () => {
    const link = await showWalletQr();
    await createWallet({ profile: { fullName: 'Wendy Wallet' } }).approve(link);

    await page.getByRole('button', { name: 'Account menu for Wendy Wallet' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    expect(await page.getByRole('menu', { name: 'Wendy Wallet' }).isVisible(), 'the avatar menu names who is signed in').toBe(true);
  });

  it('shows a new QR code when the wallet declines', async () => {
    const link = await showWalletQr();
    // Scanned first, as a phone does before its owner can decline: a decline is only one while the page shows the request.
    await fetch(authUrlOf(link));
    await page.getByText('Requesting connection…').waitFor();
    await createWallet().decline(link);

    await page.getByText('You have declined the authentication request').waitFor();
    await page.locator(LINK_HOLDER).waitFor();
    expect(await shownLink()).not.toBe(link);
  });
});
