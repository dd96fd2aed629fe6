import { PAGE_QUERY } from '@foyer/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('signing up through an invite link', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current), { env: { FOYER_INVITES: '1' } });

  const profileRow = (on: Page, label: string) =>
    on.locator('.demo-profile__row', { has: on.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');

  it('makes an e-mail newcomer invited by the sender, even after the link’s page was left', async () => {
    await signInByEmailAt(page, stack.inbox, stack.url, newAddress('sender'));
    const senderDid = await signedInDid(page);

    const newcomerBrowser = await stack.newContext();
    try {
      const newcomer = await newcomerBrowser.newPage();
      await newcomer.goto(`${stack.url}/?${new URLSearchParams({ [PAGE_QUERY.inviter]: senderDid })}`);
      await newcomer.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      // The invitation code is kept: the sign-up happens on a page whose URL no longer names the inviter.
      await signInByEmailAt(newcomer, stack.inbox, stack.url, newAddress('newcomer'));

      await newcomer.goto(`${stack.url}/profile`);
      expect(await profileRow(newcomer, 'Invited by').textContent()).toBe(senderDid);
      expect(await profileRow(newcomer, 'Role').textContent()).toBe('member');
    } finally {
      await newcomerBrowser.close();
    }
  });
});
