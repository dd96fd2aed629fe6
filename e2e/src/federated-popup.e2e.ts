import { PATHS, SERVER_PATHS, type SessionResponse } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuButtonOf } from './support/account-steps.js';
import { newAddress, requestCode, typeCode } from './support/email-steps.js';
import { callApiOk, signInOverHttp } from './support/http-steps.js';
import { fromPage } from './support/page-api.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { FederatedInstance, FederationStack } from './support/start-federation-stack.js';
import { useFederation } from './support/use-federation.js';

let stack: FederationStack;
let context: BrowserContext;
let page: Page;

useFederation({ masterName: 'Lighthouse', memberNames: ['Harbour'] }, (current) => {
  ({ stack, context, page } = current);
});

/** The member joins and the master's owner approves it, over HTTP. */
async function federate(master: FederatedInstance, member: FederatedInstance): Promise<void> {
  const masterOwner = await signInOverHttp(master.url, stack.inbox, newAddress('owner'));
  const memberOwner = await signInOverHttp(member.url, stack.inbox, newAddress('owner'));
  await callApiOk(member.url, SERVER_PATHS.federatedJoin, { method: 'POST', bearer: memberOwner, body: { masterUrl: master.url } });
  await callApiOk(master.url, `${SERVER_PATHS.federatedMembers}/${encodeURIComponent(member.info.appId)}/approve`, { method: 'POST', bearer: masterOwner });
}

const sessionAt = async (on: Page) => (await fromPage<SessionResponse>(on, PATHS.session)).body.user;

describe("the master's federated popup, third-party cookies blocked", () => {
  it('signs a person not yet signed in at the master in there first, then comes back and signs them in at the member', async () => {
    const { master } = stack;
    const [member] = stack.members as [FederatedInstance];
    await federate(master, member);
    const address = newAddress('fresh');

    await page.goto(member.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue with Lighthouse' }).click();
    const popup = await popupOpened;
    // Signed out at the master: its page sends the popup to the master's own login page, which comes back to it.
    await popup.waitForURL((url) => url.origin === new URL(master.url).origin && url.pathname === SERVER_PATHS.loginPage);
    await typeCode(popup, await requestCode(popup, stack.inbox, address));
    if (!popup.isClosed()) await popup.waitForEvent('close');

    await skipSuccessPause(page);
    await menuButtonOf(page, address).waitFor();
    const atMember = await sessionAt(page);
    const masterPage = await context.newPage();
    await masterPage.goto(master.url);
    const atMaster = await sessionAt(masterPage);
    expect(atMember?.did).toBe(atMaster?.did);
    expect(atMember?.sourceAppPid).toBe(master.info.appPid);
  });
});
