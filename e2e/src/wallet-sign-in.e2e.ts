import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, RELAY_SOCKET_PATH } from '@foyer/core';
import { authUrlOf, createWallet } from '@foyer/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skipSuccessPause } from './support/skip-success-pause.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

const LINK_HOLDER = '[data-did-auth-url]';
const STATUS_PATH = `${AUTH_SERVICE_PREFIX}/login/status`;

/** The connect-session token a deep link carries. */
const tokenOf = (link: string) => new URL(authUrlOf(link)).searchParams.get(CONNECT_QUERY.token);

/** Every websocket the page opens and every status check it sends, from now on. */
function watchPage(page: Page) {
  const sockets: string[] = [];
  const statusChecks: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === STATUS_PATH) statusChecks.push(request.url());
  });
  return { sockets, statusChecks };
}

/** The demo stack of the enclosing describe block, and steps on its page. */
function useWalletPage(env: Record<string, string> = {}) {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current), { env });

  async function shownLink(): Promise<string> {
    const link = await page.locator(LINK_HOLDER).getAttribute('data-did-auth-url');
    if (!link) throw new Error('the QR code holds no deep link');
    return link;
  }

  return {
    stack: () => stack,
    page: () => page,
    shownLink,
    /** Opens the dialog, picks the wallet and reads the deep link its QR code shows, as a phone camera would. */
    async showWalletQr(): Promise<string> {
      await page.goto(stack.url);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
      return shownLink();
    },
  };
}

describe('DID Wallet sign-in in the demo, told by the relay socket', () => {
  const demo = useWalletPage();

  it('signs in on the approval, pushed by the relay socket with no status polling: one status request fetches the result', async () => {
    const page = demo.page();
    const watched = watchPage(page);
    const opening = page.waitForEvent('websocket');
    const link = await demo.showWalletQr();
    const socket = new URL((await opening).url());
    expect(socket.pathname).toBe(RELAY_SOCKET_PATH);
    expect(socket.searchParams.get(CONNECT_QUERY.token)).toBe(tokenOf(link));

    const wendy = createWallet({ profile: { fullName: 'Wendy Wallet' } });
    await wendy.approve(link, { walletOS: 'android' });
    // The modal dialog stays 2 s after success (SPEC §9) and hides the page behind it from the accessibility tree, not from sight.
    await page.getByRole('button', { name: 'Account menu for Wendy Wallet', includeHidden: true }).waitFor();
    await page.getByRole('dialog').getByText('Signed in', { exact: true }).waitFor();
    expect(watched.statusChecks).toHaveLength(1);
    expect(watched.sockets).toHaveLength(1);
    // The markers are written once the sign-in is complete, a moment after the page shows it.
    const markers = async () => Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
    await expect.poll(markers, { message: 'the connect markers of SPEC §3' }).toMatchObject({ connected_did: wendy.did, connected_wallet_os: 'android' });

    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Wendy Wallet' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await expect.poll(() => page.getByRole('menu', { name: 'Wendy Wallet' }).isVisible(), { message: 'the avatar menu names who is signed in' }).toBe(true);
  });

  it('shows a new QR code when the wallet declines', async () => {
    const page = demo.page();
    const link = await demo.showWalletQr();
    // Scanned first, as a phone does before its owner can decline: a decline is only one while the page shows the request.
    await fetch(authUrlOf(link));
    await page.getByText('Requesting connection…').waitFor();
    await createWallet().decline(link);

    await page.getByText('You have declined the authentication request').waitFor();
    await page.locator(LINK_HOLDER).waitFor();
    expect(await demo.shownLink()).not.toBe(link);
  });
});

describe('DID Wallet sign-in with the socket disabled (DID_CONNECT_DISABLE_SOCKET=1)', () => {
  const demo = useWalletPage({ DID_CONNECT_DISABLE_SOCKET: '1' });

  it('opens no websocket, and still signs in after the approval by polling', async () => {
    const page = demo.page();
    const watched = watchPage(page);
    const link = await demo.showWalletQr();
    await createWallet({ profile: { fullName: 'Polly Poller' } }).approve(link);

    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Polly Poller' }).waitFor();
    expect(watched.sockets).toEqual([]);
    expect(watched.statusChecks.length).toBeGreaterThanOrEqual(1);
  });
});

describe('DID Wallet sign-in when the QR code times out (FOYER_CONNECT_TIMEOUT_MS=4000)', () => {
  const demo = useWalletPage({ FOYER_CONNECT_TIMEOUT_MS: '4000' });

  it('shows a new QR code by itself, the old session is timed out, and the new one signs in', async () => {
    const page = demo.page();
    const first = await demo.showWalletQr();
    await page.waitForFunction(
      ({ selector, old }) => {
        const link = document.querySelector(selector)?.getAttribute('data-did-auth-url');
        return link !== undefined && link !== null && link !== old;
      },
      { selector: LINK_HOLDER, old: first },
      { timeout: 15_000 },
    );
    const second = await demo.shownLink();
    expect(tokenOf(second)).not.toBe(tokenOf(first));

    const old = await fetch(`${demo.stack().url}${STATUS_PATH}?${CONNECT_QUERY.token}=${tokenOf(first)}`);
    expect(await old.json()).toMatchObject({ status: 'timeout' });

    await createWallet({ profile: { fullName: 'Tim Timeout' } }).approve(second);
    await skipSuccessPause(page);
    await page.getByRole('button', { name: 'Account menu for Tim Timeout' }).waitFor();
  });
});
