import { DELAYS, PAGE_QUERY, QUICK_CONNECT_OFF } from '@foyer/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAnotherAccount, menuButtonOf, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import { leaveKeepingSaved, quickLoginPopup, sessionsSavedOn } from './support/saved-session-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

// Long enough past the auto-open delay that a popup due to open would have.
const WELL_PAST_DELAY_MS = DELAYS.quickLoginAutoOpenMs + 1500;

describe('quick login from the accounts saved on this browser', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  it('offers both accounts by itself once no one is signed in, signs in with the one picked, and stays closed when the URL says so', async () => {
    const ada = newAddress('ada');
    const bob = newAddress('bob');
    await signInByEmailAt(page, stack.inbox, stack.url, ada);
    await addAnotherAccount(page, stack.inbox, ada, bob);

    await leaveKeepingSaved(page);
    await page.goto(stack.url);
    const popup = quickLoginPopup(page);
    expect(await popup.count(), 'not before the delay').toBe(0);
    await popup.waitFor();
    const accounts = await popup.getByRole('listitem').allTextContents();
    expect(accounts).toHaveLength(2);
    expect([accounts[0]?.startsWith(bob), accounts[1]?.startsWith(ada)], 'most recently used first').toEqual([true, true]);

    await popup.getByRole('button', { name: new RegExp(`^${ada.replace(/[.+]/g, '\\$&')}`) }).click();
    await menuButtonOf(page, ada).waitFor();
    await popup.waitFor({ state: 'detached' });

    await leaveKeepingSaved(page);
    await page.goto(`${stack.url}/?${PAGE_QUERY.showQuickConnect}=${QUICK_CONNECT_OFF}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForTimeout(WELL_PAST_DELAY_MS);
    expect(await page.getByRole('dialog').count(), 'showQuickConnect=false keeps it closed').toBe(0);

    await page.goto(stack.url);
    await popup.waitFor();
    expect(await popup.getByRole('listitem').count(), 'both accounts still saved').toBe(2);
  });

  it('shows another browser none of them', async () => {
    const ada = newAddress('ada-elsewhere');
    await signInByEmailAt(page, stack.inbox, stack.url, ada);
    await leaveKeepingSaved(page);
    expect((await sessionsSavedOn(page)).map((session) => session.user?.email)).toContain(ada);

    const otherDevice = await stack.newContext();
    try {
      const other = await otherDevice.newPage();
      await other.goto(stack.url);
      await other.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await other.waitForTimeout(WELL_PAST_DELAY_MS);
      expect(await other.getByRole('dialog').count()).toBe(0);
      expect(await sessionsSavedOn(other)).toEqual([]);
    } finally {
      await otherDevice.close();
    }
  });
});
