import { createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenuButton, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('connecting a DID Wallet to an e-mail account on the demo profile page', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  /** The value of one row of the profile page. */
  const profileRow = (label: string) => page.locator('.demo-profile__row', { has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');

  it('binds the wallet that approves the QR code, and the profile page shows it', async () => {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const address = newAddress('bind-wallet');
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();

    await page.goto(`${stack.url}/profile`);
    expect(await profileRow('DID Wallet').textContent()).toBe('Not connected');
    await page.getByRole('button', { name: 'Connect DID Wallet' }).click();
    const dialog = page.getByRole('dialog');
    // The wallet is the only way to bind one: the dialog goes straight to its QR code.
    const qr = dialog.getByRole('img', { name: 'Scan with DID Wallet to connect it to your account' });
    await qr.waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue with email' }).count()).toBe(0);
    const link = await dialog.locator('[data-did-auth-url]').getAttribute('data-did-auth-url');
    if (!link) throw new Error('the QR code holds no deep link');

    const holder = createWallet({ profile: { fullName: 'Ada Wallet' } });
    await holder.approve(link);
    await dialog.getByText('DID Wallet connected', { exact: true }).waitFor();
    await skipSuccessPause(page);
    await dialog.waitFor({ state: 'detached' });
    expect(await profileRow('DID Wallet').textContent()).toBe(holder.did);
    expect(await page.getByRole('button', { name: 'Connect DID Wallet' }).count(), 'a user with a wallet is not offered another').toBe(0);
    expect(await profileRow('Email').textContent(), 'still the e-mail account, not a new sign-in').toBe(address);

    await page.reload();
    expect(await profileRow('DID Wallet').textContent()).toBe(holder.did);
  });
});
