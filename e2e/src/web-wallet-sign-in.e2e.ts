import { formatMessage, PATHS, POPUP } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const LINK_HOLDER = '[data-did-auth-url]';
const ALREADY_OPEN = formatMessage('connectAlreadyOpen');
const CODE_MISMATCH = formatMessage('mfaCodeMismatch');
const PICK_CODE = 'Pick the number shown on the sign-in page';

/** Opens the dialog and picks the wallet, which shows its QR code. */
async function showWalletQr(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
  await page.locator(LINK_HOLDER).waitFor();
}

/** Clicks "Use web wallet" and waits for the popup to show the app's request. */
async function openWebWallet(context: BrowserContext, page: Page): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Use web wallet' }).click()]);
  await popup.getByRole('button', { name: 'Approve' }).waitFor();
  return popup;
}

describe('web wallet and browser-extension sign-in in the demo', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current));

  const shownLink = async () => page.locator(LINK_HOLDER).getAttribute('data-did-auth-url');

  it('signs in from the web wallet popup: 414×736, naming the app and what it asks, closing itself once approved', async () => {
    await page.goto(stack.url);
    await showWalletQr(page);
    const popup = await openWebWallet(context, page);

    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([POPUP.webWalletWidth, POPUP.webWalletHeight]);
    expect(await popup.getByRole('heading', { name: 'Foyer' }).isVisible(), 'the app asking').toBe(true);
    // Sign-in asks for the account first; the profile is asked in the next step, answered with the name below.
    expect(await popup.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Your DID\s+did:abt:z\w+$/),
      expect.stringMatching(/^Your profile\s+name — asked next$/),
    ]);
    await page.getByText('Requesting connection…').waitFor();

    await popup.getByLabel('Profile name').fill('Wendy Web');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await popup.getByText('You are signed in to Foyer. This window closes in a moment.').waitFor();

    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Wendy Web' }).waitFor();
    await closed;
  });

  it('keeps one web wallet at a time: another click while it is open only warns', async () => {
    await page.goto(stack.url);
    await showWalletQr(page);
    const popup = await openWebWallet(context, page);
    // The open popup has scanned this session; a new dialog shows a new one, with the button again.
    await page.getByRole('button', { name: 'Close' }).click();
    await showWalletQr(page);

    await page.getByRole('button', { name: 'Use web wallet' }).click();
    await page.getByText(ALREADY_OPEN).waitFor();
    expect(context.pages(), 'no second popup').toEqual([page, popup]);
  });

  it('shows the decline on the page and a new QR code when the visitor declines in the popup', async () => {
    await page.goto(stack.url);
    await showWalletQr(page);
    const firstLink = await shownLink();
    const popup = await openWebWallet(context, page);
    await popup.getByRole('button', { name: 'Decline' }).click();
    await popup.getByText('You declined to sign in to Foyer. This window closes in a moment.').waitFor();

    await page.getByText(formatMessage('authDeclined')).waitFor();
    await page.locator(LINK_HOLDER).waitFor();
    expect(await shownLink()).not.toBe(firstLink);
  });

  it('refuses a request for another app, and a page not opened by the app', async () => {
    await page.goto(stack.url);
    const otherApp = `https://abtwallet.io/i/?action=requestAuth&url=${encodeURIComponent('https://elsewhere.test/auth?_t_=x')}`;
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => window.open(url, 'wallet', 'popup'), `${PATHS.webWallet}?url=${encodeURIComponent(otherApp)}`),
    ]);
    await popup.getByRole('alert').getByText(`This web wallet only signs in to ${stack.url}; the request comes from https://elsewhere.test.`).waitFor();

    await page.goto(`${stack.url}${PATHS.webWallet}?url=${encodeURIComponent(otherApp)}`);
    await page.getByRole('alert').getByText(`Open the web wallet from the sign-in dialog of ${stack.url}.`).waitFor();
  });

  it('keeps its key and profile name in this browser: the next sign-in is the same account', async () => {
    await page.goto(stack.url);
    await showWalletQr(page);
    let popup = await openWebWallet(context, page);
    const asked = await popup.getByRole('listitem').allInnerTexts();
    await popup.getByLabel('Profile name').fill('Kim Kept');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Kim Kept' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await showWalletQr(page);
    popup = await openWebWallet(context, page);
    expect(await popup.getByRole('listitem').allInnerTexts(), 'the same DID').toEqual(asked);
    expect(await popup.getByLabel('Profile name').inputValue()).toBe('Kim Kept');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Kim Kept' }).waitFor();
  });

  it('signs in through an installed wallet extension', async () => {
    // Stands in for an installed browser-extension wallet: window.ABT, whose requestAuth @foyer/wallet answers in Node.
    await page.exposeBinding('answerWithFoyerWallet', async (_source, request: { url: string; deepLink: string }) => {
      await createWallet({ profile: { fullName: 'Erin Extension' } }).approve(request.deepLink);
    });
    await page.addInitScript(() => {
      const answer = (window as unknown as { answerWithFoyerWallet(request: unknown): Promise<void> }).answerWithFoyerWallet;
      Object.assign(window, { ABT: { name: 'Acme Wallet', requestAuth: (request: unknown) => answer(request) } });
    });
    await page.goto(stack.url);
    await showWalletQr(page);

    await page.getByRole('button', { name: 'Use Acme Wallet' }).click();
    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Erin Extension' }).waitFor();
  });
});

describe('web wallet sign-in when the page shows a code to pick (DID_CONNECT_MFA=1)', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  useDemoPage((current) => ({ stack, context, page } = current), { env: { DID_CONNECT_MFA: '1' } });

  /** Opens the popup, and reads the code the page shows and the codes the popup offers. */
  async function openWithCodes() {
    await page.goto(stack.url);
    await showWalletQr(page);
    const popup = await openWebWallet(context, page);
    const shown = await page.locator('[data-mfa-code]').getAttribute('data-mfa-code');
    if (!shown) throw new Error('the page shows no code');
    const offered = await popup
      .getByRole('group', { name: PICK_CODE })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    return { popup, shown, offered };
  }

  it('signs in once the number the page shows is picked in the popup', async () => {
    const { popup, shown, offered } = await openWithCodes();
    expect(offered).toHaveLength(3);
    expect(offered).toContain(shown);
    const approve = popup.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled(), 'Approve waits for a pick').toBe(true);

    await popup.getByRole('radio', { name: shown, exact: true }).check();
    expect(await approve.isEnabled()).toBe(true);
    await popup.getByLabel('Profile name').fill('Mia Picked');
    await approve.click();
    await popup.getByText('You are signed in to Foyer. This window closes in a moment.').waitFor();

    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Mia Picked' }).waitFor();
  });

  it('refuses another number, in the popup and on the page', async () => {
    const { popup, shown, offered } = await openWithCodes();
    const wrong = offered.find((code) => code !== shown);
    if (!wrong) throw new Error('the popup offers no other code');

    await popup.getByRole('radio', { name: wrong, exact: true }).check();
    await popup.getByLabel('Profile name').fill('Wes Wrong');
    await popup.getByRole('button', { name: 'Approve' }).click();

    await popup.getByRole('alert').getByText(CODE_MISMATCH).waitFor();
    await page.getByText(CODE_MISMATCH).waitFor();
  });
});
