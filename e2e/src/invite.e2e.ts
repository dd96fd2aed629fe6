import { PAGE_QUERY } from '@foyer/core';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openMenuOf, signedInDid, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const INVITE_COPIED = 'Your invite link has been copied to the clipboard. Send it to your friends to complete the invitation';

describe('inviting a friend (FOYER_INVITES=1)', () => {
  let stack: DemoStack;
  const contexts: BrowserContext[] = [];
  useDemoPage((current) => ({ stack } = current), { env: { FOYER_INVITES: '1' } });

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  it("copies the invite link from the menu; the friend who signs in through it is a member", async () => {
    const owner = newAddress('inviter');
    const friend = newAddress('friend');
    const ownerContext = await stack.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    contexts.push(ownerContext);
    const ownerPage = await ownerContext.newPage();
    await signInByEmailAt(ownerPage, stack.inbox, stack.url, owner);

    await openMenuOf(ownerPage, owner);
    await ownerPage.getByRole('menuitem', { name: 'Invite friends' }).click();
    await ownerPage.getByRole('status').filter({ hasText: INVITE_COPIED }).waitFor();
    const link = new URL(await ownerPage.evaluate(() => navigator.clipboard.readText()));
    expect(link.origin).toBe(stack.url);
    expect(link.searchParams.get(PAGE_QUERY.inviter)).toBe(await signedInDid(ownerPage));

    const friendContext = await stack.newContext();
    contexts.push(friendContext);
    const friendPage = await friendContext.newPage();
    await signInByEmailAt(friendPage, stack.inbox, link.href, friend);

    await openMenuOf(friendPage, friend);
    expect(await friendPage.getByRole('menuitem', { name: /, switch passport$/ }).textContent()).toBe('MEMBER');
  });
});
