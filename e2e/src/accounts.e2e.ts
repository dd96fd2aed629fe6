import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAnotherAccount, menuButtonOf, openMenuOf, savedAccount, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('two accounts on one browser, from the avatar menu', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  it('adds a second account, switches between the two, and signing out of one leaves the other signed in', async () => {
    const ada = newAddress('ada');
    const bob = newAddress('bob');
    await signInByEmailAt(page, stack.inbox, stack.url, ada);

    await addAnotherAccount(page, stack.inbox, ada, bob);

    await openMenuOf(page, bob);
    expect(await savedAccount(page, ada).count(), 'Ada, left for Bob, is kept on this browser').toBe(1);
    await savedAccount(page, ada).click();
    await menuButtonOf(page, ada).waitFor();
    await page.reload();
    await openMenuOf(page, ada);
    expect(await savedAccount(page, bob).count(), 'and Bob is kept when switching back').toBe(1);

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await menuButtonOf(page, bob).waitFor();
    await page.reload();
    await openMenuOf(page, bob);
    expect(await savedAccount(page, ada).count(), 'Ada signed out for good').toBe(0);

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
