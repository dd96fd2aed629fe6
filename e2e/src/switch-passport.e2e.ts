import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { issuePassport, menuButtonOf, openMenuOf, signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('switch passport in the demo', () => {
  let stack: DemoStack;
  let page: Page;
  let memberContext: BrowserContext | undefined;
  useDemoPage((current) => ({ stack, page } = current));

  afterEach(async () => {
    await memberContext?.close();
  });

  async function signIn(on: Page, address: string): Promise<void> {
    await signInByEmailAt(on, stack.inbox, stack.url, address);
  }

  /** Opens switch passport from the role chip and shows the card titled `title`, past the placeholder. */
  async function pickPassport(on: Page, name: string, chip: string, title: string) {
    await openMenuOf(on, name);
    await on.getByRole('menuitem', { name: `${chip}, switch passport` }).click();
    const dialog = on.getByRole('dialog', { name: 'Switch passport' });
    await dialog.waitFor();
    expect(await dialog.getByText(/^Current role: /).textContent()).toBe(`Current role: ${chip}`);
    const current = dialog.getByRole('group', { name: /^\d+ of \d+$/ });
    expect(await current.textContent()).toContain('Choose a passport');
    expect(await dialog.getByRole('button', { name: 'Switch' }).isDisabled(), 'the placeholder selects nothing').toBe(true);
    while (!(await current.textContent())?.includes(title)) await dialog.getByRole('button', { name: 'Next passport' }).click();
    return dialog;
  }

  it('a member switches to the admin passport the owner issued, and the Dashboard link appears', async () => {
    const owner = newAddress('owner');
    const member = newAddress('member');
    await signIn(page, owner);
    memberContext = await stack.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member);

    const ownerDid = await signedInDid(page);
    const memberDid = await signedInDid(memberPage);
    expect(memberDid).not.toBe(ownerDid);
    await issuePassport(page, { ownerDid: memberDid, role: 'member', title: 'Team member' });
    await issuePassport(page, { ownerDid: memberDid, role: 'admin', title: 'Team admin' });

    let dialog = await pickPassport(memberPage, member, 'GUEST', 'Team member');
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await memberPage.getByRole('status').filter({ hasText: 'Switch passport succeed' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await openMenuOf(memberPage, member);
    expect(await memberPage.getByRole('menuitem', { name: 'Dashboard' }).count(), 'a member sees no Dashboard').toBe(0);
    await menuButtonOf(memberPage, member).click();

    dialog = await pickPassport(memberPage, member, 'Team member', 'Team admin');
    expect(await dialog.getByRole('group', { name: /^\d+ of \d+$/ }).getAttribute('aria-label'), 'the member passport is not offered again').toBe('2 of 2');
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await dialog.waitFor({ state: 'detached' });

    await memberPage.reload();
    await openMenuOf(memberPage, member);
    await memberPage.getByRole('menuitem', { name: 'Team admin, switch passport' }).waitFor();
    expect(await memberPage.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toMatch(/\/admin$/);
  });
});
