import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, formatMessage, PATHS, POPUP } from '@foyer/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { registerMethod } from '../method-registry.js';
import type { InjectedProvider } from './injected-provider.js';
import { walletMethod } from './wallet-method.js';

const api = useSessionTestEnvironment();
const authUrl = `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=t1`;
const ALREADY_OPEN = formatMessage('connectAlreadyOpen');

let unregister: () => void;
beforeEach(() => {
  unregister = registerMethod(walletMethod);
  // One session that stays waiting for a wallet.
  api().override('GET', `${AUTH_SERVICE_PREFIX}/login/token`, () => Response.json({ token: 't1', url: authUrl, appInfo: APP_INFO }));
  api().override('GET', `${AUTH_SERVICE_PREFIX}/login/status`, () => Response.json({ status: 'created' }));
});
afterEach(() => {
  unregister();
  delete (globalThis as { ABT?: InjectedProvider }).ABT;
});

async function showQr() {
  const { dialog, user } = await openConnectDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Continue with DID Wallet' }));
  await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to sign in' });
  const deepLink = dialog.querySelector('[data-did-auth-url]')?.getAttribute('data-did-auth-url') ?? '';
  return { dialog, user, deepLink };
}

/** Stands in for the browser's window.open: the popup it hands back, or null as a popup blocker does. */
function browserOpens(popup: { closed: boolean } | null) {
  return vi.spyOn(window, 'open').mockImplementation(() => popup as Window | null);
}

describe('web wallet and extension shortcuts', () => {
  it('opens the web wallet on the deep link in one 414×736 popup; while it is open, another click only warns', async () => {
    const popup = { closed: false };
    const open = browserOpens(popup);
    const { dialog, user, deepLink } = await showQr();
    const useWebWallet = within(dialog).getByRole('button', { name: 'Use web wallet' });

    await user.click(useWebWallet);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`${APP_INFO.appUrl}${PATHS.webWallet}?url=${encodeURIComponent(deepLink)}`);
    expect(features).toContain(`width=${POPUP.webWalletWidth},height=${POPUP.webWalletHeight}`);
    expect(screen.queryByText(ALREADY_OPEN)).toBeNull();

    await user.click(useWebWallet);
    expect((await screen.findByRole('alert')).textContent, 'a warning toast, announced at once even with the modal dialog open').toBe(ALREADY_OPEN);
    expect(open).toHaveBeenCalledTimes(1);

    popup.closed = true;
    await user.click(useWebWallet);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says so when the browser blocks the popup', async () => {
    browserOpens(null);
    const { dialog, user } = await showQr();
    await user.click(within(dialog).getByRole('button', { name: 'Use web wallet' }));
    expect(await screen.findByText(formatMessage('popupOpenFailed'))).toBeTruthy();
  });

  it('offers no extension when none is installed', async () => {
    const { dialog } = await showQr();
    expect(within(dialog).queryByRole('button', { name: /^Use (?!web wallet)/ })).toBeNull();
  });

  it('hands an installed extension the auth URL and deep link, and shows its refusal', async () => {
    const requests: { url: string; deepLink: string }[] = [];
    const extension: InjectedProvider = {
      name: 'Acme Wallet',
      requestAuth: async (request) => {
        requests.push(request);
        throw new Error('The owner rejected the request');
      },
    };
    (globalThis as { ABT?: InjectedProvider }).ABT = extension;
    const { dialog, user, deepLink } = await showQr();
    await user.click(within(dialog).getByRole('button', { name: 'Use Acme Wallet' }));
    expect(requests).toEqual([{ url: authUrl, deepLink }]);
    expect(await screen.findByText('The owner rejected the request')).toBeTruthy();
  });

  it('names an extension without a name by what it is', async () => {
    (globalThis as { ABT?: InjectedProvider }).ABT = { requestAuth: async () => undefined };
    const { dialog } = await showQr();
    expect(within(dialog).getByRole('button', { name: 'Use browser extension' })).toBeTruthy();
  });
});
