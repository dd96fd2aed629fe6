import { createTokenStore, OAUTH_PATHS } from '@foyer/client';
import { PATHS, POPUP } from '@foyer/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from '../../../../client/src/oauth/test-support/fake-popup.js';
import { ConnectButton } from '../../connect-button/connect-button.js';
import { SessionProvider } from '../../session/session-provider.js';
import { APP_INFO, OAUTH_GRANT } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();
const APP_ORIGIN = new URL(APP_INFO.appUrl).origin;
const GOOGLE_POPUP = `${PATHS.oauthLogin}/google?action=login&locale=en`;

const popups: Window[] = [];

/** The oauth-login window as the page sees it, opened by every window.open from now on. */
function fakePopup() {
  const popup = createFakePopup(POPUP.oauthName);
  popups.push(popup);
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: unknown, origin = APP_ORIGIN, source: unknown = popup) => postToPage(data, origin, source);
  return { popup, open, post };
}

describe('OAuth sign-in', () => {
  beforeEach(() => {
    api().setOAuthProviders([
      { provider: 'google', order: 5 },
      { provider: 'apple', order: 50 },
    ]);
  });
  afterEach(() => {
    // A popup left open keeps its waiter ticking; closed, the waiter stops at its next check.
    for (const popup of popups.splice(0)) popup.close();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists one method per provider by its order, next to the built-in ones', async () => {
    const { dialog } = await openConnectDialog();
    const names = ['Continue with Google', 'Continue with DID Wallet', 'Continue with email', 'Continue with Apple'];
    const inOrder = within(dialog).getAllByRole('button', { name: /^Continue with/ });
    expect(inOrder).toEqual(names.map((name) => within(dialog).getByRole('button', { name })));
  });

  it("opens the 500x700 popup from the list's one click and signs in with the grant it posts while the step still loads", async () => {
    const { popup, open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    // Within the click (popup blockers refuse a later window.open) and before the step's chunk has loaded.
    expect(open).toHaveBeenCalledWith(GOOGLE_POPUP, POPUP.oauthName, expect.stringContaining('width=500,height=700'));
    post({ type: 'authorization_response', provider: 'google', code: 'forged', state: OAUTH_GRANT.state }, 'https://evil.example');
    post({ type: 'authorization_response', provider: 'google', code: 'forged', state: OAUTH_GRANT.state }, APP_ORIGIN, window);
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });

    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect(api().callsTo('POST', OAUTH_PATHS.login).map((call) => call.body)).toEqual([{ provider: 'google', ...OAUTH_GRANT, action: 'login' }]);
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
    expect(popup.closed).toBe(true);
  });

  it('shows the waiting screen for the popup the list opened', async () => {
    fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByText('Finish signing in with Google in the popup window.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it.each([
    ['authDeclined', 'You have declined the authentication request'],
    ['cancelAuth', 'Cancel authentication'],
  ])('closes the popup on %s, shows its message, and Retry opens a new popup that signs in', async (errorCode, text) => {
    const { popup, open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    post({ type: 'authorization_response', provider: 'google', error: text, errorCode });
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain(text);
    expect(popup.closed).toBe(true);

    const next = createFakePopup(POPUP.oauthName);
    open.mockReturnValue(next);
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(open).toHaveBeenCalledTimes(2);
    postToPage({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT }, APP_ORIGIN, next);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it("answers a refused code with 'Login with third party failed' and sends the popup to the provider's logout path", async () => {
    const { popup, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    post({ type: 'authorization_response', provider: 'google', code: 'stale', state: OAUTH_GRANT.state });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Login with third party failed');
    expect(popup.location.href).toBe(`${PATHS.oauthLogin}/google/logout`);
    expect(createTokenStore('cookie').getSessionToken()).toBeFalsy();
  });

  it("shows 'Popup closed' when the visitor closes the popup", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Popup closed');
  });

  it('closes the popup when the visitor goes back to the list before it answers', async () => {
    const { popup } = fakePopup();
    const { dialog, user } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await within(dialog).findByText('Finish signing in with Google in the popup window.');
    await user.click(within(dialog).getByRole('button', { name: '← Other ways to sign in' }));
    await vi.waitFor(() => expect(popup.closed).toBe(true));
    expect(within(dialog).getByRole('list', { name: 'Sign-in methods' })).toBeTruthy();
  });

  it("keeps the list's popup open through StrictMode's remount and signs in once", async () => {
    const { popup, post } = fakePopup();
    render(
      <StrictMode>
        <SessionProvider storageEngine="cookie">
          <ConnectButton />
        </SessionProvider>
      </StrictMode>,
    );
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    await vi.waitFor(() => expect(signIn).toHaveProperty('disabled', false));
    fireEvent.click(signIn);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await within(dialog).findByText('Finish signing in with Google in the popup window.');
    // A task later, past anything StrictMode's simulated unmount might have scheduled.
    await new Promise((resolve) => setTimeout(resolve));
    expect(popup.closed).toBe(false);
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', OAUTH_PATHS.login)).toHaveLength(1);
    expect(popup.closed).toBe(true);
  });

  it("shows 'Failed to open popup' when the browser blocks it", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to open popup');
  });

  it('offers its own button, opening the popup from that click, when it is the only method and so picked without one', async () => {
    api().setConnectOptions({ allowWallet: false, allowEmail: false, allowPasskey: false, emailKyc: false, oauthProviders: [{ provider: 'google', order: 0 }] });
    const { open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    const start = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(within(dialog).queryByRole('list', { name: 'Sign-in methods' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(start);
    expect(open).toHaveBeenCalledWith(GOOGLE_POPUP, POPUP.oauthName, expect.any(String));
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });
});
