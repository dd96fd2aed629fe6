import { createTokenStore, getVisitorId, USER_SESSION_PATHS } from '@foyer/client';
import { DELAYS, TIME } from '@foyer/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { SessionProvider, type SessionProviderProps } from '../session/session-provider.js';
import { useSession } from '../session/use-session.js';
import { MASTER_APP } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();

const BOB = { did: 'z1bobDid000000000000', fullName: 'Bob Stone', email: 'bob@example.com', role: 'admin', roleTitle: 'Administrator' };
const CAROL = { did: 'z1carolDid00000000000000000000', fullName: 'Carol Wu', role: 'member' };

/** Timers of the auto-open delay, held for the test to fire; every other timer runs as usual. */
let held: (() => void)[];

beforeEach(() => {
  held = [];
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== DELAYS.quickLoginAutoOpenMs) return realSetTimeout(handler, ms, ...rest);
    held.push(handler);
    return 0;
  }) as typeof setTimeout);
});

afterEach(() => vi.restoreAllMocks());

/** Both accounts saved on this browser: Bob by e-mail five minutes ago, Carol by her iPhone's DID Wallet two days ago. */
function saveAccounts() {
  const now = Date.now();
  const bob = api().saveSession(BOB, { updatedAt: new Date(now - 5 * TIME.minute).toISOString() });
  const carol = api().saveSession(CAROL, { updatedAt: new Date(now - 2 * TIME.day).toISOString(), extra: { provider: 'wallet', walletOS: 'ios' } });
  return { bob, carol };
}

function Startup() {
  return <output aria-label="startup">{useSession().loading ? 'loading' : 'settled'}</output>;
}

/** Renders the app and waits until startup has settled (SPEC §4), when the delay starts. */
async function renderApp(props: SessionProviderProps = {}) {
  render(
    <SessionProvider storageEngine="cookie" {...props}>
      <Startup />
      <ConnectButton />
    </SessionProvider>,
  );
  await waitFor(() => expect(screen.getByLabelText('startup', { selector: 'output' }).textContent).toBe('settled'));
}

/** The 1.5 s have passed: every held auto-open timer fires, and the list request it waits for settles. */
async function afterDelay(): Promise<void> {
  await waitFor(() => expect(held.length).toBeGreaterThan(0));
  await act(async () => {
    held.splice(0).forEach((fire) => fire());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const popup = () => screen.findByRole('dialog', { name: 'Use Demo App account to login' });

/** Lets the delay pass, if one was started, and says whether any dialog opened. */
async function openedAfterDelay(): Promise<boolean> {
  await act(async () => {
    held.splice(0).forEach((fire) => fire());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return screen.queryByRole('dialog') !== null;
}

describe('the quick-login popup (SPEC §2.15)', () => {
  it('opens by itself 1.5 s after load for a signed-out visitor with saved sessions, listing each account', async () => {
    saveAccounts();
    await renderApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The delay starts once the saved sessions are listed, which a loaded machine may take a moment for.
    await waitFor(() => expect(held).toHaveLength(1));
    await afterDelay();

    const dialog = await popup();
    const accounts = within(dialog).getAllByRole('listitem');
    expect(accounts).toHaveLength(2);
    const [bob, carol] = accounts as [HTMLElement, HTMLElement];
    expect(within(bob).getByText('Bob Stone')).toBeTruthy();
    expect(within(bob).getByText('Administrator')).toBeTruthy();
    expect(within(bob).getByText('bob@example.com')).toBeTruthy();
    expect(within(bob).getByText('5 minutes ago')).toBeTruthy();
    expect(within(carol).getByText('Carol Wu')).toBeTruthy();
    expect(within(carol).getByText('member')).toBeTruthy();
    // No e-mail: the DID stands in, shortened, with the wallet that signed in.
    expect(within(carol).getByText('z1caro…000000')).toBeTruthy();
    expect(within(carol).getByRole('img', { name: 'DID Wallet on iOS' })).toBeTruthy();
    expect(within(carol).getByText('2 days ago')).toBeTruthy();
    // The demo app has no logo: the brand icon stands in.
    expect(dialog.querySelector('header svg')).not.toBeNull();
  });

  it('names the master app a federated account came from (issue 14), and no source for a local one', async () => {
    saveAccounts();
    api().saveSession({ did: 'z1daveDid0000000000', fullName: 'Dave Federated', sourceAppPid: MASTER_APP.appPid });
    api().setFederation('approved');
    await renderApp();
    await afterDelay();
    const dialog = await popup();
    const [bob, , dave] = within(dialog).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(dave).getByText('Dave Federated')).toBeTruthy();
    expect(within(dave).getByText('via Master Hub')).toBeTruthy();
    expect(within(bob).queryByText(/^via /)).toBeNull();
  });

  it('keeps focus inside, and Escape or the close button dismisses it', async () => {
    saveAccounts();
    const user = userEvent.setup();
    await renderApp();
    await afterDelay();
    const dialog = await popup();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes from its labelled close button, and does not open again on its own', async () => {
    saveAccounts();
    const user = userEvent.setup();
    await renderApp();
    await afterDelay();
    await user.click(within(await popup()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openedAfterDelay()).toBe(false);
  });

  it('signs in with the picked account on this browser and closes', async () => {
    const { bob } = saveAccounts();
    const user = userEvent.setup();
    await renderApp();
    await afterDelay();
    await user.click(within(await popup()).getByRole('button', { name: /Bob Stone/ }));

    expect(await screen.findByRole('button', { name: 'Account menu for Bob Stone' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().callsTo('POST', USER_SESSION_PATHS.login).map((call) => call.body)).toEqual([
      { id: bob.id, appPid: bob.appPid, userDid: BOB.did, visitorId: getVisitorId() },
    ]);
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it("shows the server's refusal as an error toast and keeps the list", async () => {
    saveAccounts();
    api().override('POST', USER_SESSION_PATHS.login, (call) => api().fail('sessionEnded', call));
    const user = userEvent.setup();
    await renderApp();
    await afterDelay();
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: /Carol Wu/ }));

    expect((await screen.findByRole('alert')).textContent).toContain('Session has ended, please sign in again');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Carol Wu/ })).toHaveProperty('disabled', false));
    // Still signed out, behind the popup.
    expect(screen.getByRole('button', { name: 'Sign in', hidden: true })).toBeTruthy();
  });

  it("'Use another account' closes it and opens the sign-in dialog", async () => {
    saveAccounts();
    const user = userEvent.setup();
    await renderApp();
    await afterDelay();
    await user.click(within(await popup()).getByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Demo App' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Use Demo App account to login' })).toBeNull();
  });

  it('leaves out the time on screens narrower than 500 px', async () => {
    saveAccounts();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 499.98px)', media: query }));
    await renderApp();
    await afterDelay();
    const dialog = await popup();
    expect(within(dialog).getByText('Bob Stone')).toBeTruthy();
    expect(within(dialog).queryByText('5 minutes ago')).toBeNull();
    expect(dialog.querySelector('time')).toBeNull();
  });

  it('is titled in the visitor’s language', async () => {
    saveAccounts();
    await renderApp({ locale: 'zh' });
    await afterDelay();
    const dialog = await screen.findByRole('dialog', { name: '使用 Demo App 账户登录' });
    expect(within(dialog).getByRole('button', { name: '使用其他账户' })).toBeTruthy();
  });

  describe('stays closed', () => {
    it('without saved sessions', async () => {
      await renderApp();
      expect(await openedAfterDelay()).toBe(false);
      expect(api().callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(1);
    });

    it('with showQuickConnect=false in the URL, and never asks for the list', async () => {
      saveAccounts();
      history.replaceState(null, '', '/?showQuickConnect=false');
      await renderApp();
      expect(await openedAfterDelay()).toBe(false);
      expect(api().callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(0);
    });

    it('when the app turns it off', async () => {
      saveAccounts();
      await renderApp({ showQuickConnect: false });
      expect(await openedAfterDelay()).toBe(false);
      expect(api().callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(0);
    });

    it('in the ArcSphere browser', async () => {
      saveAccounts();
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Macintosh) AppleWebKit/537.36 Chrome/126.0 ArcSphere/1.4.0');
      await renderApp();
      expect(await openedAfterDelay()).toBe(false);
      expect(api().callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(0);
    });

    it('for a signed-in visitor', async () => {
      saveAccounts();
      const tokens = api().signIn();
      createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
      await renderApp();
      expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
      expect(await openedAfterDelay()).toBe(false);
    });

    it('when the visitor opened the sign-in dialog first', async () => {
      saveAccounts();
      const user = userEvent.setup();
      await renderApp();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByRole('dialog', { name: 'Sign in to Demo App' });
      await afterDelay();
      expect(screen.getAllByRole('dialog').map((dialog) => within(dialog).getByRole('heading').textContent)).toEqual(['Sign in to Demo App']);
    });
  });
});
