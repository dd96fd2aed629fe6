import { PATHS } from '@foyer/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issuePassport, menuButtonOf, openMenuOf, signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import { useOtherBrowsers } from './support/other-browsers.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe("the avatar menu's Profile and Dashboard open Foyer's account center and admin console", () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));
  const otherBrowser = useOtherBrowsers(() => stack);

  /** Clicks `item` in the avatar menu of `name` and waits for the page it opens at `path`; the answer's status. */
  async function follow(on: Page, name: string, item: string, path: string): Promise<number | undefined> {
    await openMenuOf(on, name);
    const [response] = await Promise.all([on.waitForResponse(`${stack.url}${path}`), on.getByRole('menuitem', { name: item, exact: true }).click()]);
    await on.waitForURL(`${stack.url}${path}`);
    return response.status();
  }

  it('the owner reaches the account center by Profile and the admin console by Dashboard; a member gets the 403 page', async () => {
    const owner = newAddress('owner');
    await signInByEmailAt(page, stack.inbox, stack.url, owner);

    expect(await follow(page, owner, 'Profile', PATHS.user)).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    expect(await page.title()).toBe('Account · Foyer');
    await menuButtonOf(page, owner).waitFor();

    expect(await follow(page, owner, 'Dashboard', PATHS.admin)).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();
    await page.getByRole('link', { name: 'Back to Foyer' }).click();
    await page.waitForURL(`${stack.url}/`);

    // Someone else, holding the member passport the owner issued, opens the admin console by its address.
    const member = newAddress('member');
    const memberPage = await otherBrowser();
    await signInByEmailAt(memberPage, stack.inbox, stack.url, member);
    await issuePassport(page, { ownerDid: await signedInDid(memberPage), role: 'member', title: 'Team member' });
    await openMenuOf(memberPage, member);
    await memberPage.getByRole('menuitem', { name: 'GUEST, switch passport' }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Switch passport' });
    while (!(await dialog.getByRole('group', { name: /^\d+ of \d+$/ }).textContent())?.includes('Team member')) await dialog.getByRole('button', { name: 'Next passport' }).click();
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await dialog.waitFor({ state: 'detached' });

    const refused = await memberPage.goto(`${stack.url}${PATHS.admin}`);
    expect(refused?.status()).toBe(403);
    await memberPage.getByRole('heading', { level: 1, name: 'Forbidden' }).waitFor();
    expect(await memberPage.getByText('Only an owner or admin of Foyer can open its admin console').isVisible()).toBe(true);
    await memberPage.goto(stack.url);
    expect(await follow(memberPage, member, 'Profile', PATHS.user)).toBe(200);
  });

  it('sends a signed-out visitor of the DID Space section to the login page, naming it as the way back', async () => {
    await page.goto(`${stack.url}${PATHS.userDidSpaces}`);
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${stack.url}${PATHS.userDidSpaces}`);
  });
});
