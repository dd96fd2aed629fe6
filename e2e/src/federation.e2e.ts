import { createHash, randomUUID } from 'node:crypto';
import { CATALOGUE, type FederatedAdminSettings, type FederatedMember, type FederatedSettings, FEDERATION_SIGNATURE_SCHEME, PATHS, SERVER_PATHS, type SessionResponse, STORAGE_KEYS } from '@foyer/core';
import { SignJWT, generateKeyPair } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuButtonOf, signInByEmailAt } from './support/account-steps.js';
import { newAddress } from './support/email-steps.js';
import { callApi, callApiOk, signInOverHttp } from './support/http-steps.js';
import { fromPage } from './support/page-api.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { FederatedInstance, FederationStack } from './support/start-federation-stack.js';
import { useFederation } from './support/use-federation.js';

const MASTER_NAME = 'Lighthouse';
const MEMBER_NAME = 'Harbour';
const REFUSED_MEMBER_NAME = 'Jetty';
const continueWithMaster = (page: Page) => page.getByRole('button', { name: `Continue with ${MASTER_NAME}` });

let stack: FederationStack;
let context: BrowserContext;
let page: Page;
let master: FederatedInstance;
let member: FederatedInstance;
let refusedMember: FederatedInstance;
// Each instance's owner, signed in over HTTP before anyone else signs in there (the first user owns the app): a session token.
const owners = new Map<FederatedInstance, Promise<string>>();

useFederation({ masterName: MASTER_NAME, memberNames: [MEMBER_NAME, REFUSED_MEMBER_NAME] }, (current) => {
  ({ stack, context, page } = current);
  master = stack.master;
  [member, refusedMember] = stack.members as [FederatedInstance, FederatedInstance];
});

function ownerOf(instance: FederatedInstance): Promise<string> {
  const owner = owners.get(instance) ?? signInOverHttp(instance.url, stack.inbox, newAddress('owner'));
  owners.set(instance, owner);
  return owner;
}

const asOwner = async <T>(instance: FederatedInstance, path: string, init: { method?: string; body?: unknown } = {}) =>
  callApiOk<T>(instance.url, path, { ...init, bearer: await ownerOf(instance) });

const settingsOf = (instance: FederatedInstance) => asOwner<FederatedAdminSettings>(instance, SERVER_PATHS.federatedSettings);

const decide = (decision: 'approve' | 'reject', candidate: FederatedInstance) =>
  asOwner<FederatedMember>(master, `${SERVER_PATHS.federatedMembers}/${encodeURIComponent(candidate.info.appId)}/${decision}`, { method: 'POST' });

/** The master's answer when its owner, signed in there, asks for an assertion for `candidate`: what the popup page asks. */
const federatedLoginAtMaster = async (candidate: FederatedInstance) =>
  callApi(master.url, SERVER_PATHS.federatedLogin, { method: 'POST', bearer: await ownerOf(master), body: { appId: candidate.info.appId } });

/** Opens the sign-in dialog at `instance` and waits for its list of methods. */
async function openSignInDialog(on: Page, instance: FederatedInstance): Promise<void> {
  await on.goto(instance.url);
  await on.getByRole('button', { name: 'Sign in', exact: true }).click();
  await on.getByRole('button', { name: 'Continue with email' }).waitFor();
}

/** GET /session from the page by its cookies: the user, or null once the session is gone. */
async function sessionUser(on: Page) {
  const { status, body } = await fromPage<SessionResponse>(on, PATHS.session);
  return status === 200 ? body.user : null;
}

/** At the member, on `memberPage`: 'Sign in', then one click on "Continue with <master>", and signed in as `address`. */
async function oneClickAtMember(memberPage: Page, address: string): Promise<void> {
  await openSignInDialog(memberPage, member);
  const popupOpened = context.waitForEvent('page');
  await continueWithMaster(memberPage).click();
  const popup = await popupOpened;
  // The master's page hands over the assertion and closes itself: no second sign-in, nothing to press.
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await skipSuccessPause(memberPage);
  await menuButtonOf(memberPage, address).waitFor();
}

/**
 * Signs `address` in at the master by e-mail, then at the member with one click; answers the member's page and every
 * page the browser navigated to on the way.
 */
async function signInAtBoth(address: string): Promise<{ memberPage: Page; navigations: string[] }> {
  await signInByEmailAt(page, stack.inbox, master.url, address);
  const navigations: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const memberPage = await context.newPage();
  await oneClickAtMember(memberPage, address);
  return { memberPage, navigations };
}

/** Lets the session cookie of `on`'s site go, as when it runs out, reloads, and waits for the SDK to renew it by the refresh cookie. */
async function renewAfterReload(on: Page, address: string): Promise<number> {
  await context.clearCookies({ name: STORAGE_KEYS.sessionToken, domain: new URL(on.url()).hostname });
  const renewed = on.waitForResponse((response) => new URL(response.url()).pathname === PATHS.refreshSession);
  await on.reload();
  const status = (await renewed).status();
  await menuButtonOf(on, address).waitFor();
  return status;
}

/** A server call signed as the EdDSA JWS the contract asks for, but with a key of its own, not the pinned one of `iss`. */
async function forgedCall(to: FederatedInstance, path: string, iss: string, body: unknown): Promise<Response> {
  const { privateKey } = await generateKeyPair('Ed25519');
  const text = JSON.stringify(body);
  const htu = `${to.url}${path}`;
  const bh = createHash('sha256').update(text).digest('base64url');
  const jwt = await new SignJWT({ htm: 'POST', htu, bh })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setIssuer(iss)
    .setAudience(to.info.appId)
    .setIssuedAt()
    .setExpirationTime('60s')
    .setJti(randomUUID())
    .sign(privateKey);
  return fetch(htu, { method: 'POST', headers: { authorization: `${FEDERATION_SIGNATURE_SCHEME} ${jwt}`, 'content-type': 'application/json' }, body: text });
}

// The tests follow one federation's life, in order: join, approval, sign-ins, sign-out, refusals, leaving.
describe('federated login between a master (localhost) and a member (127.0.0.1), third-party cookies blocked', () => {
  it('a join waits for the master owner: pending on both sides, no master button and a refused assertion, until approved', async () => {
    const joined = await asOwner<FederatedSettings>(member, SERVER_PATHS.federatedJoin, { method: 'POST', body: { masterUrl: master.url } });
    // The member pinned what the master's own metadata says, not anything it was told.
    expect(joined).toMatchObject({ master: { appId: master.info.appId, appName: MASTER_NAME, appUrl: master.url }, config: { status: 'pending' } });
    expect((await settingsOf(master)).members).toEqual([
      expect.objectContaining({ appId: member.info.appId, appName: MEMBER_NAME, appUrl: member.url, status: 'pending' }),
    ]);

    await openSignInDialog(page, member);
    expect(await continueWithMaster(page).count()).toBe(0);
    const refused = await federatedLoginAtMaster(member);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'federationNotMember']);

    expect(await decide('approve', member)).toMatchObject({ appId: member.info.appId, status: 'approved' });
    // The master told the member by a signed call: the member now sees itself approved.
    expect((await settingsOf(member)).config).toEqual({ status: 'approved' });
    await openSignInDialog(page, member);
    await continueWithMaster(page).waitFor();
  });

  it('one click at the member signs in the person signed in at the master (same DID), both renew, and signing out of the member alone keeps the master but everywhere from the master ends both', async () => {
    const address = newAddress('federated');
    const { memberPage, navigations } = await signInAtBoth(address);
    const atMaster = await sessionUser(page);
    const atMember = await sessionUser(memberPage);
    expect(atMember?.did).toBe(atMaster?.did);
    expect(atMember?.sourceAppPid).toBe(master.info.appPid);
    // The popup was the master's page on the master's own site, and the master never asked for a second sign-in.
    expect(navigations.filter((url) => url.startsWith(`${master.url}${PATHS.federatedPage}?`))).toHaveLength(1);
    expect(navigations.filter((url) => url.includes(SERVER_PATHS.loginPage))).toEqual([]);

    expect(await renewAfterReload(page, address)).toBe(200);
    expect(await renewAfterReload(memberPage, address)).toBe(200);
    expect((await sessionUser(memberPage))?.did).toBe(atMaster?.did);
    expect((await sessionUser(page))?.did).toBe(atMaster?.did);

    // Signing out of the member alone leaves the master signed in.
    await menuButtonOf(memberPage, address).click();
    await memberPage.getByRole('menuitem', { name: 'Sign Out' }).click();
    await memberPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await sessionUser(memberPage)).toBeNull();
    expect((await sessionUser(page))?.did).toBe(atMaster?.did);

    // Signing out with includeFederated at the master ends its session, then every member's tied to it.
    await oneClickAtMember(memberPage, address);
    expect((await fromPage(page, PATHS.logout, { method: 'POST', body: { includeFederated: true } })).status).toBe(200);
    expect(await sessionUser(page)).toBeNull();
    await expect.poll(() => sessionUser(memberPage), { message: 'the member session ended' }).toBeNull();
  });

  it('signing out with includeFederated at the member ends the session at the master too', async () => {
    const { memberPage } = await signInAtBoth(newAddress('sign-out'));
    expect((await fromPage(memberPage, PATHS.logout, { method: 'POST', body: { includeFederated: true } })).status).toBe(200);
    expect(await sessionUser(memberPage)).toBeNull();
    await expect.poll(() => sessionUser(page), { message: 'the master session ended' }).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it('refuses a server call signed with any key but the pinned one, and it changes nothing', async () => {
    const forged = await forgedCall(member, SERVER_PATHS.federatedStatus, master.info.appId, { status: 'rejected' });
    expect([forged.status, (await forged.json()).error]).toEqual([401, CATALOGUE.federationCallRefused.en]);
    const unsigned = await fetch(`${member.url}${SERVER_PATHS.federatedStatus}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"rejected"}' });
    expect(unsigned.status).toBe(401);
    expect((await settingsOf(member)).config).toEqual({ status: 'approved' });
  });

  it('a rejected member offers no master button, and the master refuses to sign anyone in there', async () => {
    await asOwner(refusedMember, SERVER_PATHS.federatedJoin, { method: 'POST', body: { masterUrl: master.url } });
    expect(await decide('reject', refusedMember)).toMatchObject({ status: 'rejected' });
    expect((await settingsOf(refusedMember)).config).toEqual({ status: 'rejected' });
    await openSignInDialog(page, refusedMember);
    expect(await continueWithMaster(page).count()).toBe(0);
    const refused = await federatedLoginAtMaster(refusedMember);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'federationNotMember']);
    // The control: the same call for the approved member is answered with an assertion.
    expect(await (await federatedLoginAtMaster(member)).json()).toEqual({ assertion: expect.stringMatching(/^ey/) });
  });

  it('a member that left offers no master button, and the master refuses to sign anyone in there', async () => {
    expect((await asOwner<FederatedSettings>(member, SERVER_PATHS.federatedLeave, { method: 'POST' })).master).toBeUndefined();
    await openSignInDialog(page, member);
    expect(await continueWithMaster(page).count()).toBe(0);
    const refused = await federatedLoginAtMaster(member);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'federationNotMember']);
  });
});
