import { OAUTH_SCOPES } from '@foyer/core';
import * as oidc from 'openid-client';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { didShownAt } from './support/account-steps.js';
import { newAddress, requestCode, typeCode } from './support/email-steps.js';
import { signInOverHttp } from './support/http-steps.js';
import {
  authorizationRequest,
  expectInvalidGrant,
  expectInvalidToken,
  registerConfidentialClient,
  relyingParty,
  RP_NAME,
  serveRelyingPartyPages,
  tokensFromCallback,
  type RelyingPartyPages,
} from './support/oidc-relying-party-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const SCOPES = ['openid', 'profile:read'];

describe('a strict relying party (openid-client) and a person in Chromium through the whole OpenID Connect lifecycle', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  let pages: RelyingPartyPages;
  let rp: oidc.Configuration | undefined;
  useDemoPage((current) => ({ stack, context, page } = current));

  beforeAll(async () => {
    pages = await serveRelyingPartyPages();
  });

  afterAll(async () => {
    await pages?.close();
  });

  beforeEach(async () => {
    // The app's first user owns it: the owner signs in before any person, and registers the relying party once for the file.
    if (rp) return;
    const ownerSessionToken = await signInOverHttp(stack.url, stack.inbox, newAddress('owner'));
    rp = await relyingParty(stack.url, await registerConfidentialClient(stack.url, ownerSessionToken, pages));
  });

  const config = () => rp ?? expect.fail('the relying party is not registered');
  const consentHeading = () => page.getByRole('heading', { name: `${RP_NAME} wants to sign you in with Foyer` });

  /** Lists the scopes in plain words under the consent heading, and allows. */
  async function allow(scopes: string[]): Promise<void> {
    await consentHeading().waitFor();
    for (const scope of scopes) await page.getByRole('listitem').filter({ hasText: OAUTH_SCOPES[scope]?.en ?? scope }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
  }

  /**
   * A first sign-in asking for offline access: Foyer's login page takes the e-mail code, the consent screen (naming offline
   * access too) the Allow, and the callback's code the tokens, a refresh token among them.
   */
  async function signInAndAllow(address: string) {
    const request = await authorizationRequest(config(), pages.callback, { offline: true });
    await page.goto(request.url.href);
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await allow([...SCOPES, 'offline_access']);
    return tokensFromCallback(config(), page, request);
  }

  it('issues tokens naming the person after login and consent; every refresh rotates, and a replayed refresh token ends the family', async () => {
    const address = newAddress('ledger');
    const tokens = await signInAndAllow(address);

    const sub = tokens.claims()?.sub;
    expect(sub).toBe(await didShownAt(context, stack.url));
    expect(await oidc.fetchUserInfo(config(), tokens.access_token, sub!)).toMatchObject({ sub, email: address });

    expect(tokens.refresh_token).toBeTruthy();
    const rotated = await oidc.refreshTokenGrant(config(), tokens.refresh_token!);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.claims()?.sub).toBe(sub);

    await expectInvalidGrant(oidc.refreshTokenGrant(config(), tokens.refresh_token!));
    await expectInvalidGrant(oidc.refreshTokenGrant(config(), rotated.refresh_token!));
    await expectInvalidToken(oidc.fetchUserInfo(config(), rotated.access_token, sub!));

    // The grant went with its tokens, so the next sign-in asks the person again.
    await page.goto((await authorizationRequest(config(), pages.callback)).url.href);
    await consentHeading().waitFor();
  });

  it('a later sign-in without offline access skips consent and gets no refresh token; revoked tokens are refused', async () => {
    const first = await signInAndAllow(newAddress('revoke'));
    const sub = first.claims()!.sub;

    // A consent screen or the login page would stop the flow here: the remembered grant takes the person straight back.
    const request = await authorizationRequest(config(), pages.callback);
    await page.goto(request.url.href);
    const tokens = await tokensFromCallback(config(), page, request);
    expect(tokens.claims()?.sub).toBe(sub);
    expect(tokens.access_token).not.toBe(first.access_token);
    expect(tokens.refresh_token).toBeUndefined();

    await oidc.tokenRevocation(config(), tokens.access_token);
    await expectInvalidToken(oidc.fetchUserInfo(config(), tokens.access_token, sub));

    await oidc.tokenRevocation(config(), first.refresh_token!);
    await expectInvalidGrant(oidc.refreshTokenGrant(config(), first.refresh_token!));
  });

  it("signs out of Foyer at the relying party's request after asking, and returns only to the registered URI", async () => {
    const tokens = await signInAndAllow(newAddress('leaving'));
    const state = oidc.randomState();
    const endSession = (postLogoutRedirectUri: string) => oidc.buildEndSessionUrl(config(), { id_token_hint: tokens.id_token!, post_logout_redirect_uri: postLogoutRedirectUri, state }).href;

    await page.goto(endSession('https://elsewhere.e2e.example/signed-out'));
    await page.getByRole('heading', { name: 'This sign-out request cannot continue' }).waitFor();
    await page.getByText('post_logout_redirect_uri not registered').waitFor();
    expect(new URL(page.url()).origin).toBe(stack.url);

    await page.goto(endSession(pages.signedOut));
    await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
    await page.getByText(`${RP_NAME} asks to sign you out of Foyer.`).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${pages.signedOut}?`));
    await page.getByRole('heading', { name: RP_NAME, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('state')).toBe(state);

    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    // Offline access ends with the sign-in it was given under.
    await expectInvalidGrant(oidc.refreshTokenGrant(config(), tokens.refresh_token!));
  });
});
