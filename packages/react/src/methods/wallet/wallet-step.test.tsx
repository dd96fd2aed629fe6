import { createTokenStore, readConnectMarkers } from '@foyer/client';
import { AUTH_SERVICE_PREFIX, CONNECT, CONNECT_QUERY, formatMessage, sealForPage } from '@foyer/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO, makeUser } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { skipAhead } from '../../test-support/skip-ahead.js';
import { registerMethod } from '../method-registry.js';
import { walletMethod } from './wallet-method.js';

const api = useSessionTestEnvironment();
const TOKEN_PATH = `${AUTH_SERVICE_PREFIX}/login/token`;
const STATUS_PATH = `${AUTH_SERVICE_PREFIX}/login/status`;
const authUrl = (token: string) => `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=${token}`;
// The deep link names the app, so the wallet can show it before fetching the request.
const APP_INFO_PARAM = encodeURIComponent(JSON.stringify({ name: 'Demo App', description: 'A demo', icon: '', link: 'http://localhost:3000' }));
const linkOf = (token: string) => `https://abtwallet.io/i/?action=requestAuth&url=${encodeURIComponent(authUrl(token))}&appInfo=${APP_INFO_PARAM}`;

/** The connect routes of one page: each token request opens session t1, t2…; tests set what the next status check answers. */
function fakeConnectRoutes() {
  const pageKeys = new Map<string, string>();
  let answer: (token: string, pageKey: string) => unknown = () => ({ status: 'created' });
  api().override('GET', TOKEN_PATH, (call) => {
    const token = `t${pageKeys.size + 1}`;
    pageKeys.set(token, call.query.get(CONNECT_QUERY.encryptionKey) ?? '');
    return Response.json({ token, url: authUrl(token), appInfo: APP_INFO });
  });
  api().override('GET', STATUS_PATH, async (call) => {
    const token = call.query.get(CONNECT_QUERY.token) ?? '';
    // A chained session (no token request of its own) is sealed to the page key of the session before it, as the server does.
    return Response.json(await answer(token, pageKeys.get(token) ?? [...pageKeys.values()].at(-1) ?? ''));
  });
  return {
    answerWith(next: typeof answer): void {
      answer = next;
    },
    /** The wallet approved: the login result sealed to the page key, as the server does. */
    approve(): void {
      answer = async (token, pageKey) => {
        const result = { ...api().signIn(), encrypted: false, user: makeUser(), walletOS: 'ios' };
        return { status: 'succeed', result: await sealForPage(pageKey, JSON.stringify(result), token) };
      };
    },
  };
}

let unregister: () => void;
beforeEach(() => {
  unregister = registerMethod(walletMethod);
  // Time runs as usual, and a test skips ahead to the next status check or the dialog's close instead of waiting seconds for it.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => unregister());

async function chooseWallet() {
  const routes = fakeConnectRoutes();
  const { dialog, user } = await openConnectDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Continue with DID Wallet' }));
  const qr = await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to sign in' });
  return { dialog, user, routes, qr };
}

/** happy-dom's own handle on the window, which matchMedia reads. */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height });

const linkShown = (dialog: HTMLElement) => dialog.querySelector('[data-did-auth-url]')?.getAttribute('data-did-auth-url');

describe('wallet step', () => {
  it('draws the deep link of the session as one QR path of 160 px, and offers to open or download the wallet', async () => {
    const { dialog, qr } = await chooseWallet();
    expect(linkShown(dialog)).toBe(linkOf('t1'));
    expect(qr.getAttribute('width')).toBe('160');
    const paths = qr.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByRole('link', { name: 'Open DID Wallet', hidden: true }).getAttribute('href')).toBe(linkOf('t1'));
    expect(within(dialog).getByText("Don't have DID Wallet ?")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download it' }).getAttribute('href')).toBe('https://www.didwallet.io/');
  });

  it("gives the QR code's link as text: one press copies it and says so", async () => {
    const writes = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { dialog, user } = await chooseWallet();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the link instead' }));
    expect(writes).toHaveBeenCalledWith(linkOf('t1'));
    expect(await screen.findByText('Link copied: open it with DID Wallet')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    writes.mockRestore();
  });

  it('draws the QR code at 196 px in the phone drawer', async () => {
    setViewport(375, 740);
    try {
      const { dialog, qr } = await chooseWallet();
      expect(dialog.className).toContain('foyer-connect--drawer');
      expect(qr.getAttribute('width')).toBe('196');
    } finally {
      setViewport(1024, 768);
    }
  });

  it('shows the request once scanned, then signs in with the unsealed result', async () => {
    const { dialog, routes } = await chooseWallet();
    routes.answerWith(() => ({ status: 'scanned' }));
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Requesting connection…')).toBeTruthy();
    routes.approve();
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
    await skipAhead(CONNECT.successCloseDelayMs);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy());
    const user = makeUser();
    expect(readConnectMarkers()).toEqual({ did: user.did, pk: user.pk, walletOS: 'ios', app: APP_INFO.appPid });
  });

  it('shows the number the wallet must pick while the request is open', async () => {
    const { dialog, routes } = await chooseWallet();
    routes.answerWith(() => ({ status: 'scanned', mfaCode: 42 }));
    await skipAhead(CONNECT.checkIntervalMs);
    const hint = await within(dialog).findByText('Pick this number in your DID Wallet');
    expect(hint.getAttribute('data-mfa-code')).toBe('42');
    expect(within(hint).getByText('42')).toBeTruthy();
  });

  it('waits for the next step of a chained flow, then signs in with the login among the results', async () => {
    const { dialog, routes } = await chooseWallet();
    routes.answerWith(() => ({ status: 'succeed', nextWorkflow: `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=t9` }));
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Waiting for the next step…')).toBeTruthy();
    routes.approve();
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it('shows a failure with Back and Retry; Retry asks for a new token and shows its QR code', async () => {
    const { dialog, user, routes } = await chooseWallet();
    routes.answerWith(() => ({ status: 'error', error: 'Login user and wallet user mismatch' }));
    await skipAhead(CONNECT.checkIntervalMs);
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Sign-in failed');
    expect(failure.textContent).toContain('Login user and wallet user mismatch');
    expect(within(failure).getByRole('button', { name: 'Back' })).toBeTruthy();
    routes.answerWith(() => ({ status: 'created' }));
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to sign in' });
    expect(api().callsTo('GET', TOKEN_PATH)).toHaveLength(2);
    expect(linkShown(dialog)).toBe(linkOf('t2'));
  });

  it("shows a refused token request's message with Retry, not an endless spinner", async () => {
    api().override('GET', TOKEN_PATH, () => Response.json({ code: 'invalidInput', error: 'Invalid domain: not a domain' }, { status: 400 }));
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with DID Wallet' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Invalid domain: not a domain');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(linkShown(dialog)).toBeUndefined();
  });

  it('toasts a decline and shows the QR code of a new session', async () => {
    const { dialog, routes } = await chooseWallet();
    routes.answerWith(() => ({ status: 'scanned' }));
    await skipAhead(CONNECT.checkIntervalMs);
    await within(dialog).findByText('Requesting connection…');
    routes.answerWith((token) => (token === 't1' ? { status: 'error', error: formatMessage('authDeclined', {}, 'en') } : { status: 'created' }));
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await screen.findByText('You have declined the authentication request')).toBeTruthy();
    await waitFor(() => expect(linkShown(dialog)).toBe(linkOf('t2')));
  });
});
