import { createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../apps/demo/src/app/routes.js';
import { menuButtonOf } from './support/account-steps.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import { useSpaceProvider } from './support/space-provider.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const NAME = 'Sam Space';
const SPACE_NAME = "Sam Space's space";
const space = await useSpaceProvider();

describe('connecting a DID Space from the storage-space guide with the reference provider', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current), { env: { FOYER_SPACE_PROVIDERS: space.url } });

  /** The value of one row of the profile page. */
  const profileRow = (label: string) => page.locator('.demo-profile__row', { has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
  const storageRow = () => page.getByRole('menu').locator('.foyer-menu__storage');

  it('signs in with the wallet, is offered the guide, connects through the provider popup, and disconnects from the profile', async () => {
    const holder = createWallet({ profile: { fullName: NAME } });
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
    const signInLink = await page.getByRole('dialog').locator('[data-did-auth-url]').getAttribute('data-did-auth-url');
    await holder.approve(signInLink ?? '');
    await skipSuccessPause(page);

    // SPEC §4: signed in without a space, the guide is offered (a modal: the page behind it is hidden from the accessibility tree).
    const guide = page.getByRole('dialog', { name: 'Connect to DID Spaces' });
    await guide.waitFor();
    await guide.getByText('Your secure, private, and reliable decentralized digital storage space.').waitFor();
    for (const feature of ['Data Security', 'Data Sharing', 'Data Sync', 'Data Integration']) await guide.getByText(feature, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await guide.isVisible(), 'Escape does not dismiss the guide').toBe(true);

    const [popup] = await Promise.all([page.waitForEvent('popup'), guide.getByRole('button', { name: 'Connect Now' }).click()]);
    expect(new URL(popup.url()).origin).toBe(space.url);
    await popup.getByRole('heading', { name: /asks to use your DID Space$/ }).waitFor();
    const spaceLink = await popup.locator('#qr[data-did-auth-url]').getAttribute('data-did-auth-url');
    expect(await guide.getByRole('button', { name: 'Connect Now' }).isDisabled(), 'disabled while connecting').toBe(true);
    await Promise.all([popup.waitForEvent('close'), holder.approve(spaceLink ?? '')]);

    await page.getByText('DID Space connected', { exact: true }).waitFor();
    await guide.waitFor({ state: 'detached' });
    await menuButtonOf(page, NAME).click();
    await storageRow().getByText(SPACE_NAME, { exact: true }).waitFor();

    // Foyer wrote an object into the new space with the grant and read it back: the provider holds it.
    const spaces = space.running().provider.spaces;
    const ownSpace = spaces.find((await page.evaluate(() => fetch('/.well-known/service/api/user/profile').then((r) => r.json())) as { didSpace: { did: string } }).didSpace.did);
    expect(ownSpace).toMatchObject({ ownerDid: holder.did, name: SPACE_NAME });
    expect(JSON.parse(ownSpace?.objects['foyer-connection'] ?? '{}')).toHaveProperty('nonce');

    await page.goto(`${stack.url}${ROUTES.profile}`);
    expect(await profileRow('DID Space').textContent()).toBe(SPACE_NAME);
    await page.getByRole('button', { name: 'Disconnect DID Space' }).click();
    await profileRow('DID Space').getByText('Disconnected', { exact: true }).waitFor();
    await menuButtonOf(page, NAME).click();
    await storageRow().getByText('Disconnected', { exact: true }).waitFor();
  });

  it('closes the guide with an error toast when the wallet declines in the provider popup, and the user stays disconnected', async () => {
    const holder = createWallet({ profile: { fullName: 'Dee Decline' } });
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
    await holder.approve((await page.getByRole('dialog').locator('[data-did-auth-url]').getAttribute('data-did-auth-url')) ?? '');
    await skipSuccessPause(page);
    const guide = page.getByRole('dialog', { name: 'Connect to DID Spaces' });
    await guide.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), guide.getByRole('button', { name: 'Connect Now' }).click()]);
    const link = await popup.locator('#qr[data-did-auth-url]').getAttribute('data-did-auth-url');
    await Promise.all([popup.waitForEvent('close'), holder.decline(link ?? '')]);
    await guide.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: 'You have declined the authentication request' }).waitFor();
    await menuButtonOf(page, 'Dee Decline').click();
    await storageRow().getByText('Disconnected', { exact: true }).waitFor();
  });
});
