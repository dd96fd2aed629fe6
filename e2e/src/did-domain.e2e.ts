import { SERVER_PATHS } from '@foyer/core';
import { createWallet, type Wallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../apps/demo/src/app/routes.js';
import { verifyDidConfiguration } from '../../packages/server/src/features/did-domain/test-support/dif-verifier.js';
import { fetchAsHost } from '../../packages/server/src/features/did-domain/test-support/fetch-as-host.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const LINK_HOLDER = '[data-did-auth-url]';
const OWNER_NAME = 'Olive Owner';
const OWNER_ONLY = (did: string) => `Only the app's owner can link a domain; ${did} is not the owner's DID`;

describe("linking a domain on the demo's Linked domains page", () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));
  const owner: Wallet = createWallet({ profile: { fullName: OWNER_NAME } });

  /** The deep link the open dialog's QR code holds, as a phone camera reads it. */
  async function shownLink(on: Page = page): Promise<string> {
    const link = await on.getByRole('dialog').locator(LINK_HOLDER).getAttribute('data-did-auth-url');
    if (!link) throw new Error('the QR code holds no deep link');
    return link;
  }

  /** Signs `wallet` (shared as `name`) in from the demo's Sign in button: the app's first user becomes its owner. */
  async function signInWith(wallet: Wallet, name: string, on: Page = page): Promise<void> {
    await on.goto(stack.url);
    await on.getByRole('button', { name: 'Sign in', exact: true }).click();
    await on.getByRole('button', { name: 'Continue with DID Wallet' }).click();
    await wallet.approve(await shownLink(on));
    await skipSuccessPause(on);
    await on.getByRole('button', { name: `Account menu for ${name}`, exact: true }).waitFor();
  }

  /** On the Linked domains page, asks to link `domain`: the dialog opens on the wallet's QR code. */
  async function askToLink(domain: string): Promise<void> {
    await page.getByLabel('Domain', { exact: true }).fill(domain);
    await page.getByRole('button', { name: 'Link domain' }).click();
  }

  const linkedList = () => page.getByRole('list', { name: 'Linked domains' });

  it("the owner's wallet links the domain: the page lists it and its did-configuration.json passes an independent DIF verifier", async () => {
    await signInWith(owner, OWNER_NAME);
    await page.goto(`${stack.url}${ROUTES.domains}`);
    await page.getByText('No domain is linked yet.').waitFor();
    await askToLink('Shop.Example.COM');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Continue with email' }).count(), 'only a wallet can sign the link').toBe(0);
    await owner.approve(await shownLink());
    await skipSuccessPause(page);
    await dialog.waitFor({ state: 'detached' });
    await linkedList().getByText('shop.example.com', { exact: true }).waitFor();

    const served = await fetchAsHost(stack.url, 'shop.example.com', SERVER_PATHS.didConfiguration);
    expect(served.status).toBe(200);
    const verdict = await verifyDidConfiguration(served.body, 'https://shop.example.com');
    expect(verdict).toMatchObject({ valid: true, problems: [] });
    expect(await linkedList().getByText(verdict.dids[0] ?? 'no DID', { exact: true }).count(), 'the page names the DID the verifier found').toBe(1);
  });

  it("refuses another user's wallet with the owner-only message on the page, and links nothing", async () => {
    const member = createWallet({ profile: { fullName: 'Max Member' } });
    const memberContext = await stack.newContext();
    try {
      const memberPage = await memberContext.newPage();
      await signInWith(member, 'Max Member', memberPage);
      // The member's own page is no place to link from: it says so.
      await memberPage.goto(`${stack.url}${ROUTES.domains}`);
      await memberPage.getByText("Only the app's owner links domains.").waitFor();
    } finally {
      await memberContext.close();
    }

    // On the owner's page, the member's wallet answers the QR code instead.
    await signInWith(owner, OWNER_NAME);
    await page.goto(`${stack.url}${ROUTES.domains}`);
    await page.getByRole('heading', { name: 'Link a domain' }).waitFor();
    await askToLink('member.example');
    await member.approve(await shownLink()).catch(() => undefined);
    await page.getByRole('dialog').getByText(OWNER_ONLY(member.did)).waitFor();
    expect((await fetchAsHost(stack.url, 'member.example', SERVER_PATHS.didConfiguration)).status).toBe(404);
    await page.reload();
    await page.getByRole('heading', { name: 'Domains', exact: true }).waitFor();
    expect(await page.getByText('member.example').count()).toBe(0);
  });

  it('an invalid domain is refused with a clear message before any QR code, and nothing is published for it', async () => {
    await signInWith(owner, OWNER_NAME);
    await page.goto(`${stack.url}${ROUTES.domains}`);
    await page.getByRole('heading', { name: 'Link a domain' }).waitFor();
    await askToLink('10.0.0.1');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Invalid domain: a domain name such as example\.com, without scheme, port, path or IP address/).waitFor();
    expect(await dialog.locator(LINK_HOLDER).count(), 'no connect session, no QR code').toBe(0);
    expect((await fetchAsHost(stack.url, '10.0.0.1', SERVER_PATHS.didConfiguration)).status).toBe(404);
  });

  it('the owner unlinks the domain: the page drops it and its did-configuration.json is gone', async () => {
    await signInWith(owner, OWNER_NAME);
    await page.goto(`${stack.url}${ROUTES.domains}`);
    await page.getByRole('button', { name: 'Unlink shop.example.com' }).click();
    await page.getByText('No domain is linked yet.').waitFor();
    expect((await fetchAsHost(stack.url, 'shop.example.com', SERVER_PATHS.didConfiguration)).status).toBe(404);
  });
});
