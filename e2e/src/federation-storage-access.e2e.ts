import { DELAYS, PATHS, SERVER_PATHS, type SessionResponse, STORAGE_KEYS, type StorageAccessRecord } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuButtonOf, signInByEmailAt, signedInDid } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import { callApiOk, signInOverHttp } from './support/http-steps.js';
import { fromPage } from './support/page-api.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { FederatedInstance, FederationStack } from './support/start-federation-stack.js';
import { useFederation } from './support/use-federation.js';

const MASTER_NAME = 'Lighthouse';

let stack: FederationStack;
let context: BrowserContext;
let page: Page;

useFederation({ masterName: MASTER_NAME, memberNames: ['Harbour'] }, (current) => {
  ({ stack, context, page } = current);
});

/** The member joins and the master's owner approves it, over HTTP. */
async function federate(master: FederatedInstance, member: FederatedInstance): Promise<void> {
  const masterOwner = await signInOverHttp(master.url, stack.inbox, newAddress('owner'));
  const memberOwner = await signInOverHttp(member.url, stack.inbox, newAddress('owner'));
  await callApiOk(member.url, SERVER_PATHS.federatedJoin, { method: 'POST', bearer: memberOwner, body: { masterUrl: master.url } });
  await callApiOk(master.url, `${SERVER_PATHS.federatedMembers}/${encodeURIComponent(member.info.appId)}/approve`, { method: 'POST', bearer: masterOwner });
}

/** The master's bridge cookies this browser holds. */
const bridgeCookies = async () => (await context.cookies()).filter((cookie) => cookie.name === STORAGE_KEYS.federatedBridge);

/** The member page's storage-access record, as the SDK keeps it in local storage. */
const recordOn = (on: Page) =>
  on.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StorageAccessRecord | null, STORAGE_KEYS.storageAccess);

/**
 * What Chromium's own storage-access prompt would grant: `Browser.setPermission` of `storage-access` for the master's
 * frame (embedded origin) on the member's page (embedding origin). Headless Chromium answers a real requestStorageAccess
 * from a click with NotAllowedError, and `Browser.grantPermissions(['storageAccess'])` changes nothing (both tried).
 */
async function grantStorageAccess(member: FederatedInstance, master: FederatedInstance): Promise<void> {
  const browser = context.browser();
  const cdp = browser ? await browser.newBrowserCDPSession() : await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', {
    permission: { name: 'storage-access' },
    setting: 'granted',
    origin: new URL(member.url).origin,
    embeddedOrigin: new URL(master.url).origin,
  });
}

describe("the master's shared bridge frame, its functional frame, and storage access, third-party cookies blocked", () => {
  it('prompts without storage access (record: prompt); once allowed, signs the master person in at the member with no click, same DID; a federated sign-out signs the browser out there too', async () => {
    const { master } = stack;
    const [member] = stack.members as [FederatedInstance];
    await federate(master, member);
    const address = newAddress('ada');

    // Signed in at the master on its own site, then once at the member through the master's window.
    await signInByEmailAt(page, stack.inbox, master.url, address);
    const masterDid = await signedInDid(page);
    const memberPage = await context.newPage();
    await memberPage.goto(member.url);
    await memberPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    const opened = context.waitForEvent('page');
    await memberPage.getByRole('button', { name: `Continue with ${MASTER_NAME}` }).click();
    const masterWindow = await opened;
    if (!masterWindow.isClosed()) await masterWindow.waitForEvent('close');
    await skipSuccessPause(memberPage);
    await menuButtonOf(memberPage, address).waitFor();
    expect(await recordOn(memberPage)).toMatchObject({ appUrl: master.info.appUrl, state: 'prompt' });

    // Signed out at the member only: the next visit tries the bridge frame, which has no storage access and prompts.
    expect((await fromPage(memberPage, PATHS.logout, { method: 'POST', body: {} })).status).toBe(200);
    await memberPage.reload();
    const bridge = memberPage.frameLocator('iframe.foyer-shared-bridge');
    await bridge.getByRole('heading', { name: `Stay signed in with ${MASTER_NAME}` }).waitFor();
    await expect.poll(() => recordOn(memberPage)).toMatchObject({ appUrl: master.info.appUrl, state: 'prompt' });
    expect(await bridge.getByRole('listitem').count()).toBe(3);
    await bridge.getByText(`Only ${MASTER_NAME}'s sign-in cookie is used`).waitFor();
    await memberPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect((await fromPage<SessionResponse>(memberPage, PATHS.session)).status).not.toBe(200);

    // Allow, with the browser's permission granted: the frame gets the master's bridge cookie and the member signs in.
    await grantStorageAccess(member, master);
    await bridge.getByRole('button', { name: 'Allow' }).click();
    await menuButtonOf(memberPage, address).waitFor();
    expect(await signedInDid(memberPage)).toBe(masterDid);
    expect(await recordOn(memberPage)).toMatchObject({ appUrl: master.info.appUrl, state: 'granted' });
    await expect.poll(() => memberPage.locator('iframe.foyer-shared-bridge').count(), { message: 'the bridge frame removed' }).toBe(0);

    // Granted, a later signed-out visit signs in with no click and no prompt.
    expect((await fromPage(memberPage, PATHS.logout, { method: 'POST', body: {} })).status).toBe(200);
    await memberPage.reload();
    await menuButtonOf(memberPage, address).waitFor();
    expect(await signedInDid(memberPage)).toBe(masterDid);

    // The same frame URL opened top-level, as a link from another site would (issue 26): it signs nobody out.
    const functionalUrl = `${new URL(master.url).origin}${PATHS.functionalFederated}?${new URLSearchParams({ mode: 'logout', appId: member.info.appId, origin: new URL(member.url).origin })}`;
    const linked = await context.newPage();
    expect((await linked.goto(functionalUrl))?.status()).toBe(400);
    await linked.close();
    expect(await bridgeCookies()).toHaveLength(1);
    expect((await fromPage<SessionResponse>(page, PATHS.session)).status).toBe(200);

    // A federated sign-out at the member: the master's functional frame, hidden, ends the master session its bridge
    // cookie names and clears that cookie, and is removed 500 ms after it loaded; the next visit stays signed out.
    expect(await bridgeCookies()).toHaveLength(1);
    await memberPage.evaluate(() => {
      const answered = new Promise((resolve) => window.addEventListener('message', (event) => event.data?.type === 'foyer-functional' && resolve(event.data)));
      Object.assign(window, { functionalAnswer: answered });
    });
    await memberPage.getByRole('button', { name: 'Sign out of every app' }).click();
    const functional = memberPage.locator('iframe.foyer-functional-frame');
    await functional.waitFor({ state: 'attached' });
    const attachedAt = Date.now();
    expect(await functional.getAttribute('src')).toBe(
      `${new URL(master.url).origin}${PATHS.functionalFederated}?${new URLSearchParams({ mode: 'logout', appId: member.info.appId, origin: new URL(member.url).origin })}`,
    );
    expect(await memberPage.evaluate(() => (window as unknown as { functionalAnswer: Promise<unknown> }).functionalAnswer)).toEqual({ type: 'foyer-functional', mode: 'logout', done: true });
    await functional.waitFor({ state: 'detached' });
    const shownMs = Date.now() - attachedAt;
    expect(shownMs).toBeGreaterThanOrEqual(DELAYS.federatedFrameRemovalMs);
    expect(await bridgeCookies()).toEqual([]);
    expect((await fromPage<SessionResponse>(page, PATHS.session)).status).not.toBe(200);
    await memberPage.reload();
    await memberPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => memberPage.locator('iframe.foyer-shared-bridge').count(), { message: 'the bridge frame removed' }).toBe(0);
    expect((await fromPage<SessionResponse>(memberPage, PATHS.session)).status).not.toBe(200);
  });
});
