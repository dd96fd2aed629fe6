import { OAUTH_PATHS, PASSKEY_PATHS } from '@foyer/client';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, POPUP, STORAGE_KEYS } from '@foyer/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from '../../../client/src/oauth/test-support/fake-popup.js';
import { ConnectButton } from '../connect-button/connect-button.js';
import { SessionProvider } from '../session/session-provider.js';
import { APP_INFO, CODE, MAGIC_TOKEN, OAUTH_GRANT } from '../test-support/fake-api.js';
import { openConnectDialog } from '../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { API_PATHS } from '../util/api-paths.js';
import { installFakeAuthenticator, type FakeAuthenticator } from './passkey/test-support/fake-authenticator.js';

const api = useSessionTestEnvironment();
const INVITER = 'z1inviterDid00000000';

let authenticator: FakeAuthenticator;
beforeEach(() => {
  authenticator = installFakeAuthenticator();
  history.replaceState(null, '', `/?${new URLSearchParams({ inviter: INVITER })}`);
});
afterEach(() => {
  authenticator.uninstall();
  vi.restoreAllMocks();
});

/** Opens the sign-in dialog of a page opened by an invite link and picks `method`. */
async function pick(method: string) {
  const opened = await openConnectDialog();
  await opened.user.click(within(opened.dialog).getByRole('button', { name: method }));
  return opened;
}

describe('the inviter reaches every sign-in (SPEC §2 inviter)', () => {
  it('keeps the invite link’s inviter as the invitation code', async () => {
    await openConnectDialog();
    expect(localStorage.getItem(STORAGE_KEYS.invitationCode)).toBe(INVITER);
  });

  it('sends it with the e-mail code', async () => {
    const { dialog, user } = await pick('Continue with email');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Email address' }), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard(CODE);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', API_PATHS.emailLogin).map((call) => call.body.inviter)).toEqual([INVITER]);
  });

  it('sends it with a magic link opened later, from the invitation code', async () => {
    localStorage.setItem(STORAGE_KEYS.invitationCode, INVITER);
    history.replaceState(null, '', `/?magicToken=${MAGIC_TOKEN}`);
    render(
      <SessionProvider storageEngine="cookie">
        <ConnectButton />
      </SessionProvider>,
    );
    await screen.findByRole('button', { name: 'Account menu for Alice Liddell' });
    expect(api().callsTo('POST', API_PATHS.emailLogin).map((call) => call.body)).toEqual([{ action: 'login', magicToken: MAGIC_TOKEN, inviter: INVITER }]);
  });

  it('asks the wallet’s connect session for it, from the invitation code when the URL has none', async () => {
    localStorage.setItem(STORAGE_KEYS.invitationCode, INVITER);
    history.replaceState(null, '', '/');
    const tokenRequests: URLSearchParams[] = [];
    api().override('GET', `${AUTH_SERVICE_PREFIX}/login/token`, (call) => {
      tokenRequests.push(call.query);
      return Response.json({ token: 't1', url: `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=t1`, appInfo: APP_INFO });
    });
    api().override('GET', `${AUTH_SERVICE_PREFIX}/login/status`, () => Response.json({ status: 'created' }));
    const { dialog } = await pick('Continue with DID Wallet');
    await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to sign in' });
    expect(tokenRequests.map((query) => query.get('inviter'))).toEqual([INVITER]);
  });

  it('sends it with the OAuth grant', async () => {
    api().setOAuthProviders([{ provider: 'google', order: 5 }]);
    const popup = createFakePopup(POPUP.oauthName);
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { dialog } = await openConnectDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    postToPage({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT }, new URL(APP_INFO.appUrl).origin, popup);
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', OAUTH_PATHS.login).map((call) => call.body.inviter)).toEqual([INVITER]);
  });

  it('sends it with a new passkey', async () => {
    const { dialog, user } = await pick('Create New Passkey');
    const passkeyDialog = await screen.findByRole('dialog', { name: 'Create New Passkey' });
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'new@example.com');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', PASSKEY_PATHS.register).map((call) => call.query.get('inviter'))).toEqual([INVITER]);
  });
});
