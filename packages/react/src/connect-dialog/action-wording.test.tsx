import { createTokenStore } from '@foyer/client';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, formatMessage } from '@foyer/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletMethod } from '../methods/wallet/wallet-method.js';
import { SessionProvider } from '../session/session-provider.js';
import { APP_INFO } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { ConnectDialog } from './connect-dialog.js';

const api = useSessionTestEnvironment();

/** The dialog of `action` for a signed-in visitor, on the wallet alone, once the app's name is in its header. */
async function openDialog(action: string, locale?: string) {
  const tokens = api().signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie" locale={locale}>
      <ConnectDialog action={action} methods={[walletMethod]} />
    </SessionProvider>,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Demo App');
  return dialog;
}

const header = (dialog: HTMLElement) => [within(dialog).getByRole('heading').textContent, dialog.querySelector('header p')?.textContent];

/** The wallet's connect session of `action` ends in `error`, as when the server refuses what the wallet answered. */
function walletRefuses(action: string, error: string) {
  api().override('GET', `${AUTH_SERVICE_PREFIX}/${action}/token`, () =>
    Response.json({ token: 't1', url: `http://localhost${AUTH_SERVICE_PREFIX}/${action}/auth?${CONNECT_QUERY.token}=t1`, appInfo: APP_INFO }),
  );
  api().override('GET', `${AUTH_SERVICE_PREFIX}/${action}/status`, () => Response.json({ status: 'error', error }));
}

describe('the connect dialog speaks of the action it runs', () => {
  it.each([
    ['login', 'Sign in to Demo App', 'Choose how you want to sign in.'],
    ['invite', 'Accept your invitation to Demo App', 'Sign in to join with the invitation you received.'],
    ['connect-to-did-space', 'Connect a DID Space to Demo App', 'Sign in with the account whose DID Space you want to connect.'],
    ['connect-to-did-domain', 'Connect a DID Domain to Demo App', 'Sign in with the account that holds the DID Domain.'],
    ['bind-wallet', 'Connect your DID Wallet', 'Link a DID Wallet to this account to sign in with it and keep the account safe.'],
    ['switch-profile', 'Update your profile from DID Wallet', 'Your name and avatar will be replaced by the profile your DID Wallet shares.'],
    ['switch-did', 'Switch account', 'Sign in as another DID Wallet account; the current one stays saved in this browser.'],
    ['switch-passport', 'Switch passport', 'Approve in your DID Wallet to act under another passport.'],
    ['claim-ticket', 'Continue to Demo App', 'Choose how you want to continue.'],
  ])('%s: “%s”', async (action, title, description) => {
    expect(header(await openDialog(action))).toEqual([title, description]);
  });

  it('in Chinese too', async () => {
    expect(header(await openDialog('bind-wallet', 'zh'))).toEqual(['绑定 DID Wallet', '将 DID Wallet 绑定到此账户，之后即可用它登录，账户也更安全。']);
  });

  it('calls a refused bind a failed wallet connection, not a failed sign-in', async () => {
    const refusal = formatMessage('walletLinkedToAnother');
    walletRefuses('bind-wallet', refusal);
    const dialog = await openDialog('bind-wallet');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Wallet connection failed')).toBeTruthy();
    expect(within(alert).getByText(refusal)).toBeTruthy();
    expect(within(dialog).queryByText('Sign-in failed')).toBeNull();
  });

  it.each([
    ['login', 'Sign-in failed'],
    ['switch-did', 'Account switch failed'],
    ['switch-profile', 'Profile update failed'],
  ])('titles a failed %s “%s”', async (action, failed) => {
    walletRefuses(action, formatMessage('loginUserMismatch'));
    const dialog = await openDialog(action);
    expect(within(await within(dialog).findByRole('alert')).getByText(failed)).toBeTruthy();
  });
});
