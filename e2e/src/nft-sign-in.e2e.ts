import { PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { didFromPublicKey, generateKeyPair } from '@foyer/did';
import { createWallet } from '@foyer/wallet';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTION_NAME } from '../../apps/demo/src/demo-collection.js';
import { DEMO_NFT_PATH } from '../../apps/demo/src/demo-nft-path.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const ACCEPTED = `Sign in needs an NFT from ${DEMO_COLLECTION_NAME}`;

/** A wallet key and its DID, so an NFT can be minted to the DID before the wallet holding it exists. */
function walletKey() {
  const { publicKey, secretKey } = generateKeyPair('ed25519');
  return { did: `did:abt:${didFromPublicKey(publicKey)}`, secretKey };
}

describe('signing in with an NFT of the demo collection', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current));

  /** A test NFT of the demo collection for `ownerDid`, as the demo hands them out. */
  async function demoNft(ownerDid: string): Promise<{ nft: string; name: string }> {
    const response = await fetch(`${stack.url}${DEMO_NFT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ownerDid }) });
    expect(response.status).toBe(200);
    const { nft } = (await response.json()) as { nft: string };
    const body = JSON.parse(Buffer.from(nft.split('.')[1] ?? '', 'base64url').toString('utf8')) as { name: string };
    return { nft, name: body.name };
  }

  /** Opens the dialog, picks NFT and reads the deep link its QR code shows, as a phone camera would. */
  async function showNftQr(): Promise<string> {
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'NFT', exact: true }).click();
    await dialog.getByText(`Approve with the DID Wallet that holds your NFT from ${DEMO_COLLECTION_NAME}.`).waitFor();
    const link = await dialog.locator('[data-did-auth-url]').getAttribute('data-did-auth-url');
    if (!link) throw new Error('the QR code holds no deep link');
    return link;
  }

  it('signs in as the NFT the wallet holds: the avatar menu shows its name, the session its asset DID and the owner', async () => {
    const key = walletKey();
    const { nft, name } = await demoNft(key.did);
    const holder = createWallet({ secretKey: key.secretKey, assets: [nft] });
    await holder.approve(await showNftQr());

    await page.getByRole('dialog').getByText('Signed in', { exact: true }).waitFor();
    await skipSuccessPause(page);
    const menu = page.getByRole('button', { name: `Account menu for ${name}` });
    await menu.waitFor();
    const session = (await page.evaluate((path) => fetch(path, { credentials: 'include' }).then((response) => response.json()), PATHS.session)) as {
      provider: string;
      user: { did: string; sourceProvider: string; connectedDids: string[] };
    };
    expect(session.provider).toBe('nft');
    expect(session.user.sourceProvider).toBe('nft');
    expect(session.user.did).not.toBe(holder.did);
    expect(session.user.connectedDids).toEqual([session.user.did, holder.did]);
    await menu.click();
    await expect.poll(() => page.getByRole('menu', { name }).isVisible(), { message: 'the avatar menu names the NFT' }).toBe(true);
  });

  it('tells a wallet without an accepted NFT which collection is accepted, and makes no account', async () => {
    const key = walletKey();
    const other = createWallet({ secretKey: key.secretKey });
    const link = await showNftQr();
    await expect(other.approve(link)).rejects.toMatchObject({ message: ACCEPTED });
    const failure = page.getByRole('dialog').getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(ACCEPTED);
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    const lookup = await fetch(`${stack.url}${USER_SERVICE_PREFIX}?did=${encodeURIComponent(other.did)}`);
    expect(lookup.status, 'no account for the wallet').toBe(404);
  });

  it("lets a newcomer try it from the demo: the web wallet's DID gets a test NFT from the home page, the web wallet holds it and signs in", async () => {
    await showNftQr();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Use web wallet' }).click()]);
    await popup.getByRole('button', { name: 'Approve' }).waitFor();
    const walletDid = await popup.getByRole('listitem').filter({ hasText: 'Your DID' }).locator('code').textContent();
    if (!walletDid) throw new Error('the web wallet shows no DID');
    expect(await popup.getByRole('region', { name: 'Your NFTs' }).textContent()).toContain('none yet');

    // The home page's "Try NFT login" card, in another tab while the dialog waits.
    const home = await context.newPage();
    await home.goto(stack.url);
    const card = home.getByRole('region', { name: 'Try NFT login' });
    await card.getByLabel('Wallet DID').fill(walletDid);
    await card.getByRole('button', { name: 'Get a test NFT' }).click();
    const nft = await card.getByLabel('Your test NFT').inputValue();
    const { name } = JSON.parse(Buffer.from(nft.split('.')[1] ?? '', 'base64url').toString('utf8')) as { name: string };
    expect(name).toMatch(new RegExp(`^${DEMO_COLLECTION_NAME} #\\d+$`));

    // An NFT of another DID is not taken; this wallet's is.
    await popup.getByLabel('Add an NFT minted to your DID').fill((await demoNft(walletKey().did)).nft);
    await popup.getByRole('button', { name: 'Add NFT' }).click();
    await popup.getByText('That NFT belongs to another DID, not to this wallet.').waitFor();
    await popup.getByLabel('Add an NFT minted to your DID').fill(nft);
    await popup.getByRole('button', { name: 'Add NFT' }).click();
    await expect.poll(() => popup.getByRole('region', { name: 'Your NFTs' }).textContent()).toContain(name);
    await popup.getByLabel('Profile name').fill('Nia Newcomer');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: `Account menu for ${name}`, includeHidden: true }).waitFor();
  });
});
