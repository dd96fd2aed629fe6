import { createTokenStore, OAUTH_PATHS } from '@foyer/client';
import { PATHS, POPUP } from '@foyer/core';
import { fireEvent, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_INFO, OAUTH_GRANT } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();
const APP_ORIGIN = new URL(APP_INFO.appUrl).origin;

/** The oauth-login window as the page sees it: a named window that posts one message and may be closed. */
function fakePopup() {
  const popup = { name: POPUP.oauthName, closed: false, close: () => void (popup.closed = true) };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const post = (data: unknown, origin = APP_ORIGIN, source: unknown = popup) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { popup, open, post };
}

async function pickGoogle() {
  const opened = await openConnectDialog();
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue with Google' }));
  const start = await within(opened.dialog).findByRole('button', { name: 'Continue with Google' });
  return { ...opened, start };
}

describe('OAuth sign-in', () => {
  beforeEach(() => {
    api().setOAuthProviders([
      { provider: 'google', order: 5 },
      { provider: 'apple', order: 50 },
    ]);
  });

  it('lists one method per provider by its order, next to the built-in ones', async () => {
    const { dialog } = await openConnectDialog();
    const names = ['Continue with Google', 'Continue with DID Wallet', 'Continue with email', 'Continue with Apple'];
    const inOrder = within(dialog).getAllByRole('button', { name: /^Continue with/ });
    expect(inOrder).toEqual(names.map((name) => within(dialog).getByRole('button', { name })));
  });

  it('opens the 500x700 oauth-login popup within the click, then signs in with the grant it posts', async () => {
    const { popup, open, post } = fakePopup();
    const { dialog, start } = await pickGoogle();
    fireEvent.click(start);
    // No await between the click and window.open, or popup blockers refuse it.
    expect(open).toHaveBeenCalledWith(`${PATHS.oauthLogin}/google?action=login&locale=en`, 'oauth-login', expect.stringContaining('width=500,height=700'));
    expect(await within(dialog).findByText('Finish signing in with Google in the popup window.')).toBeTruthy();

    post({ type: 'authorization_response', provider: 'google', code: 'forged', state: OAUTH_GRANT.state }, 'https://evil.example');
    post({ type: 'authorization_response', provider: 'google', code: 'forged', state: OAUTH_GRANT.state }, APP_ORIGIN, window);
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', OAUTH_PATHS.login).map((call) => call.body)).toEqual([{ provider: 'google', ...OAUTH_GRANT, action: 'login' }]);
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
    expect(popup.closed).toBe(false);
  });

  it("shows a declined request as 'You have declined the authentication request' and signs in on Retry", async () => {
    const { post } = fakePopup();
    const { dialog, start, user } = await pickGoogle();
    await user.click(start);
    post({ type: 'authorization_response', provider: 'google', error: 'access_denied', errorCode: 'authDeclined' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('You have declined the authentication request');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it("shows 'Popup closed' when the visitor closes the popup, and a refused code as 'Login google failed'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup, post } = fakePopup();
    const { dialog, start } = await pickGoogle();
    fireEvent.click(start);
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    const closed = await within(dialog).findByRole('alert');
    expect(closed.textContent).toContain('Popup closed');

    popup.closed = false;
    fireEvent.click(within(closed).getByRole('button', { name: 'Retry' }));
    post({ type: 'authorization_response', provider: 'google', code: 'stale', state: OAUTH_GRANT.state });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Login google failed');
  });

  it("shows 'Failed to open popup' when the browser blocks it", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog, start } = await pickGoogle();
    fireEvent.click(start);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to open popup');
  });
});
