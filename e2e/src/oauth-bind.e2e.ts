import { formatMessage, PATHS } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMenuButton, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { startGitHubStandIn } from './support/github-stand-in.js';
import { openProviderPopup, signInAtGitHub, signOut } from './support/oauth-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const { github, port, env } = await startGitHubStandIn();

let logins = 0;
/** A GitHub login no other test in this run has used. */
const newLogin = (name: string) => `${name}${Date.now()}x${++logins}`;

describe('binding GitHub to an e-mail account on the demo profile page', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { port, env });
  afterAll(() => github.close());

  const accounts = () => page.getByRole('region', { name: 'Connected accounts' });

  async function signInByEmail(address: string): Promise<void> {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await typeCode(page, await requestCode(page, stack.inbox, address));
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
  }

  /** The DID the profile page shows for whoever is signed in. */
  async function profileDid(): Promise<string | null> {
    await page.goto(`${stack.url}/profile`);
    return page.locator('dt:text-is("DID") + dd').textContent();
  }

  async function openBindPopup(): Promise<Page> {
    await page.goto(`${stack.url}/profile`);
    const [popup] = await Promise.all([context.waitForEvent('page'), accounts().getByRole('button', { name: 'Bind GitHub' }).click()]);
    return popup;
  }

  it('binds GitHub, then signs in with it into the same account, and unbinds it', async () => {
    const address = newAddress('bind');
    const login = newLogin('ada');
    await signInByEmail(address);
    const did = await profileDid();
    expect(did, 'the e-mail account has a DID').toMatch(/^did:abt:z/);

    await signInAtGitHub(await openBindPopup(), login);
    await page.getByText(formatMessage('bindProviderSucceed', { provider: 'github' })).waitFor();
    await accounts().getByText(`${login}@users.example`).waitFor();

    // /profile is guarded: signing out there leaves for the login page, so sign out from the home page.
    await page.goto(stack.url);
    await signOut(page);
    await signInAtGitHub(await openProviderPopup(page, context, stack.url, 'GitHub'), login);
    await skipSuccessPause(page);
    await accountMenuButton(page).click();
    await expect.poll(() => page.getByRole('menu', { name: address }).isVisible(), { message: 'the avatar menu names who is signed in' }).toBe(true);
    await page.keyboard.press('Escape');
    expect(await profileDid(), 'GitHub signed in the account it is bound to').toBe(did);

    await accounts().getByRole('button', { name: 'Unbind GitHub' }).click();
    await page.getByText(formatMessage('unbindProviderSucceed', { provider: 'github' })).waitFor();
    await accounts().getByRole('button', { name: 'Bind GitHub' }).waitFor();
    expect(await accounts().getByText(`${login}@users.example`).count()).toBe(0);
  });

  it('refuses a GitHub identity already linked to another user and logs the popup out at the provider', async () => {
    const login = newLogin('bob');
    await signInAtGitHub(await openProviderPopup(page, context, stack.url, 'GitHub'), login);
    await skipSuccessPause(page);
    await accountMenuButton(page).waitFor();
    await signOut(page);

    await signInByEmail(newAddress('refused'));
    const popup = await openBindPopup();
    const requested: string[] = [];
    popup.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signInAtGitHub(popup, login);
    await page.getByText(formatMessage('oauthAccountLinkedToAnother', { provider: 'github' })).waitFor();
    expect(requested, 'the page sent the popup to the logout path, whose last page closed it').toContain(`${PATHS.oauthLogin}/github/logout`);
    await accounts().getByRole('button', { name: 'Bind GitHub' }).waitFor();
  });
});
