import { PAGE_QUERY, SWITCH_BEHAVIOR } from '@foyer/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addAnotherAccount, menuButtonOf, signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('auto switch to the account a link names (forceConnected)', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  const linkTo = (did: string, switchBehavior?: string) =>
    `${stack.url}/?${new URLSearchParams({ keep: '1', [PAGE_QUERY.forceConnected]: did, ...(switchBehavior ? { [PAGE_QUERY.switchBehavior]: switchBehavior } : {}) })}`;
  const cleanUrl = () => page.waitForURL(`${stack.url}/?keep=1`);

  it('switches to a saved account at once when required, after asking otherwise, and only tidies the URL for the account signed in', async () => {
    const ada = newAddress('ada');
    const bob = newAddress('bob');
    await signInByEmailAt(page, stack.inbox, stack.url, ada);
    const adaDid = await signedInDid(page);
    await addAnotherAccount(page, stack.inbox, ada, bob);
    const bobDid = await signedInDid(page);

    await page.goto(linkTo(adaDid, SWITCH_BEHAVIOR.required));
    await menuButtonOf(page, ada).waitFor();
    await cleanUrl();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await page.goto(linkTo(bobDid));
    const confirm = page.getByRole('alertdialog', { name: 'Switch account?' });
    await confirm.getByRole('group', { name: 'Current account' }).getByText(ada).waitFor();
    await confirm.getByRole('group', { name: 'Switch to' }).getByText(bob).waitFor();
    await confirm.getByRole('button', { name: 'Switch account' }).click();
    await menuButtonOf(page, bob).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await cleanUrl();

    await page.goto(linkTo(bobDid, SWITCH_BEHAVIOR.required));
    await cleanUrl();
    await page.reload();
    await menuButtonOf(page, bob).waitFor();
  });
});
