import { createTokenStore, readStorageAccessRecord, writeStorageAccessRecord } from '@foyer/client';
import { PATHS, POPUP } from '@foyer/core';
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from '../../../../client/src/oauth/test-support/fake-popup.js';
import { APP_INFO, FEDERATED_ASSERTION, MASTER_APP } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();
const MASTER_ORIGIN = new URL(MASTER_APP.appUrl).origin;
const FEDERATED_PAGE = `${MASTER_ORIGIN}${PATHS.federatedPage}?appId=${APP_INFO.appId}&origin=${encodeURIComponent(new URL(APP_INFO.appUrl).origin)}`;
const METHOD = 'Continue with Master Hub';
const WAITING = 'Finish signing in with Master Hub in the popup window.';

const popups: Window[] = [];

/** The master's federated page as the member page sees it, opened by every window.open from now on. */
function fakePopup() {
  const popup = createFakePopup(POPUP.federatedName);
  popups.push(popup);
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: unknown, origin = MASTER_ORIGIN, source: unknown = popup) => postToPage(data, origin, source);
  return { popup, open, post };
}

describe('Federated sign-in (issue 14)', () => {
  beforeEach(() => api().setFederation('approved'));
  afterEach(() => {
    // A popup left open keeps its waiter ticking; closed, the waiter stops at its next check.
    for (const popup of popups.splice(0)) popup.close();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists "Continue with <master>" first, beside the local methods, while the federation is approved', async () => {
    const { dialog } = await openConnectDialog();
    const names = [METHOD, 'Continue with DID Wallet', 'Continue with email'];
    expect(within(dialog).getAllByRole('button', { name: /^Continue with/ })).toEqual(names.map((name) => within(dialog).getByRole('button', { name })));
  });

  it.each(['pending', 'rejected'])('offers no federated sign-in while the federation is %s', async (status) => {
    api().setFederation(status);
    const { dialog } = await openConnectDialog();
    expect(within(dialog).getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: METHOD })).toBeNull();
  });

  it("opens the master's page from the list's one click and signs in with the assertion it posts, ignoring forged ones", async () => {
    const { popup, open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    // Within the click (popup blockers refuse a later window.open) and before the step's chunk has loaded; SPEC §4: a
    // window of its own, the account coming from another app and no storage access granted yet.
    expect(open).toHaveBeenCalledWith(FEDERATED_PAGE, POPUP.federatedName, '');
    post({ type: 'federated_login', assertion: 'forged' }, 'https://evil.example');
    post({ type: 'federated_login', assertion: 'forged' }, MASTER_ORIGIN, window);
    post({ type: 'federated_login', assertion: FEDERATED_ASSERTION });

    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', PATHS.federatedLoginMaster).map((call) => call.body)).toEqual([{ assertion: FEDERATED_ASSERTION }]);
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
    expect(popup.closed).toBe(true);
  });

  it("opens a popup once the master's bridge frame has storage access, and remembers the master after a sign-in", async () => {
    writeStorageAccessRecord(MASTER_APP.appUrl, 'granted');
    const { open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    expect(open).toHaveBeenCalledWith(FEDERATED_PAGE, POPUP.federatedName, expect.stringContaining('popup,width=680,height=720'));
    post({ type: 'federated_login', assertion: FEDERATED_ASSERTION });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(readStorageAccessRecord(MASTER_APP.appUrl)?.state).toBe('granted');
  });

  it('records a master first used through its window as prompt, so later visits may ask its bridge frame', async () => {
    const { post } = fakePopup();
    const { dialog } = await openConnectDialog();
    expect(readStorageAccessRecord(MASTER_APP.appUrl)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    post({ type: 'federated_login', assertion: FEDERATED_ASSERTION });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(readStorageAccessRecord(MASTER_APP.appUrl)).toMatchObject({ appUrl: MASTER_APP.appUrl, state: 'prompt' });
  });

  it('signs in by HttpOnly cookies in the default token mode, no token readable by the page', async () => {
    const { post } = fakePopup();
    const { dialog } = await openConnectDialog({ storageEngine: undefined });
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    post({ type: 'federated_login', assertion: FEDERATED_ASSERTION });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    const [call] = api().callsTo('POST', PATHS.federatedLoginMaster);
    expect(call?.cookieMode).toBe(true);
    expect(api().httpOnlyJar.sessionToken).toBeTruthy();
    expect(document.cookie).not.toContain(api().httpOnlyJar.sessionToken ?? '-');
    expect(createTokenStore('cookie').getSessionToken()).toBeFalsy();
  });

  it('shows the waiting screen, announced as a status, while the popup is open', async () => {
    fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    const waiting = await within(dialog).findByRole('status');
    expect(within(waiting).getByText(WAITING)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: METHOD })).toBeNull();
  });

  it("answers the master's refusal with 'Manual login federated account failed', and Retry, by keyboard, opens a new popup that signs in", async () => {
    const { popup, open, post } = fakePopup();
    const { dialog, user } = await openConnectDialog();
    within(dialog).getByRole('button', { name: METHOD }).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    post({ type: 'federated_login', error: 'federationNotMember' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Manual login federated account failed');
    expect(popup.closed).toBe(true);
    expect(api().callsTo('POST', PATHS.federatedLoginMaster)).toEqual([]);

    const next = createFakePopup(POPUP.federatedName);
    popups.push(next);
    open.mockReturnValue(next);
    within(failure).getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
    postToPage({ type: 'federated_login', assertion: FEDERATED_ASSERTION }, MASTER_ORIGIN, next);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it("answers an assertion this app refuses with 'Manual login federated account failed', signed out", async () => {
    const { popup, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    post({ type: 'federated_login', assertion: 'replayed' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Manual login federated account failed');
    expect(popup.closed).toBe(true);
    expect(createTokenStore('cookie').getSessionToken()).toBeFalsy();
  });

  it("shows 'Popup closed' when the visitor closes the popup", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = fakePopup();
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    popup.close();
    await vi.advanceTimersByTimeAsync(POPUP.checkEveryMs);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Popup closed');
  });

  it('closes the popup when the visitor goes back to the list before it answers', async () => {
    const { popup } = fakePopup();
    const { dialog, user } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    await within(dialog).findByText(WAITING);
    await user.click(within(dialog).getByRole('button', { name: '← Other ways to sign in' }));
    await vi.waitFor(() => expect(popup.closed).toBe(true));
  });

  it("shows 'Failed to open popup' when the browser blocks it", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: METHOD }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to open popup');
  });

  it('offers its own button, opening the popup from that click, when it is the only method and so picked without one', async () => {
    api().setConnectOptions({ allowWallet: false, allowEmail: false, allowPasskey: false, emailKyc: false, oauthProviders: [] });
    const { open, post } = fakePopup();
    const { dialog } = await openConnectDialog();
    const start = await within(dialog).findByRole('button', { name: METHOD });
    expect(within(dialog).queryByRole('list', { name: 'Sign-in methods' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(start);
    expect(open).toHaveBeenCalledWith(FEDERATED_PAGE, POPUP.federatedName, expect.any(String));
    post({ type: 'federated_login', assertion: FEDERATED_ASSERTION });
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });
});
