import { SERVER_PATHS, type Passport } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInByEmailAt } from './support/account-steps.js';
import { accountMenuButton, newAddress } from './support/email-steps.js';
import { useOtherBrowsers } from './support/other-browsers.js';
import { fromPage } from './support/page-api.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('issuing a passport by one-time link in the demo', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  // A browser of someone else: the person the link was handed to.
  const otherBrowser = useOtherBrowsers(() => stack);

  /** Opens the link as the person would, and reads the deep link the page offers their wallet. */
  async function openLink(on: Page, url: string): Promise<string> {
    await on.goto(url);
    await on.getByText(/ issues you the ADMIN passport$/).waitFor();
    expect(await on.getByText('Title: Night shift').isVisible()).toBe(true);
    expect(await on.getByRole('img', { name: 'Scan with your DID Wallet to receive it' }).isVisible()).toBe(true);
    const link = await on.getByRole('link', { name: 'Open in DID Wallet' }).getAttribute('href');
    if (!link) throw new Error('the page offers no deep link');
    return link;
  }

  it('the owner makes a link; the person who opens it approves with a wallet, is signed in and holds the passport; the link works once', async () => {
    await signInByEmailAt(page, stack.inbox, stack.url, newAddress('owner'));
    await page.goto(`${stack.url}/admin/passports`);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Title').fill('Night shift');
    await page.getByRole('button', { name: 'Create passport link' }).click();
    await page.getByRole('img', { name: 'QR code of the passport link' }).waitFor();
    const url = await page.getByRole('textbox', { name: 'One-time passport link' }).inputValue();
    expect(url).toMatch(new RegExp(`^${stack.url}${SERVER_PATHS.issuePassportPage}\\?token=[\\w-]{43}$`));

    const person = await otherBrowser();
    const holder = createWallet({ profile: { fullName: 'Pia Person' } });
    await holder.approve(await openLink(person, url));
    await person.getByText('Passport received. You are signed in.').waitFor();
    expect(holder.credentials.map((credential) => credential.type)).toEqual([['VerifiableCredential', 'Passport']]);

    await person.getByRole('link', { name: /^Continue to / }).click();
    await accountMenuButton(person).click();
    await person.getByRole('menuitem', { name: 'GUEST, switch passport' }).click();
    const dialog = person.getByRole('dialog', { name: 'Switch passport' });
    await dialog.getByRole('button', { name: 'Next passport' }).click();
    expect(await dialog.getByRole('group', { name: '2 of 2' }).textContent()).toContain('Night shift');

    const replayer = await otherBrowser();
    const second = createWallet({ profile: { fullName: 'Rex Replay' } });
    await expect(second.approve(await openLink(replayer, url))).rejects.toThrow('This passport link has already been used');
    expect(await replayer.getByRole('alert').textContent()).toBe('This passport link has already been used');
    expect(second.credentials).toEqual([]);
    const theirs = await fromPage<Passport[]>(page, `${SERVER_PATHS.teamPassports}?ownerDid=${encodeURIComponent(second.did)}`);
    expect(theirs).toEqual({ status: 200, body: [] });
    await replayer.goto(stack.url);
    await replayer.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
