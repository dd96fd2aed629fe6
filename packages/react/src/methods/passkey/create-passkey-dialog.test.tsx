import { createTokenStore, PASSKEY_PATHS } from '@foyer/client';
import type { ConnectOptions } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectDialog } from '../../connect-dialog/connect-dialog.js';
import { SessionProvider } from '../../session/session-provider.js';
import { CODE, EMAIL_TOKEN } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { credentialIdOf, installFakeAuthenticator, type FakeAuthenticator } from './test-support/fake-authenticator.js';

const api = useSessionTestEnvironment();
let authenticator: FakeAuthenticator;

beforeEach(() => {
  authenticator = installFakeAuthenticator();
});
afterEach(() => authenticator.uninstall());

const KYC_ON: ConnectOptions = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: true, oauthProviders: [] };

/** Opens the connect dialog, picks Create New Passkey and returns the create-passkey dialog on top of it. */
async function openCreatePasskey() {
  const opened = await openConnectDialog();
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Create New Passkey' }));
  const passkeyDialog = await screen.findByRole('dialog', { name: /Passkey|Verify Code/ });
  return { ...opened, connectDialog: opened.dialog, passkeyDialog };
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent;
const digitBox = (dialog: HTMLElement, position: number) => within(dialog).getByRole('textbox', { name: `Digit ${position} of 6` });

describe('create-passkey dialog: register mode without e-mail KYC', () => {
  it('asks only the e-mail, then creates the passkey and signs in with it', async () => {
    const { passkeyDialog, connectDialog, user } = await openCreatePasskey();
    expect(title(passkeyDialog)).toBe('Create New Passkey');
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'Alice@Example.com');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(connectDialog).findByText('Signed in')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Passkey/ })).toBeNull();

    const [options] = api().callsTo('GET', PASSKEY_PATHS.register);
    expect(Object.fromEntries(options?.query ?? [])).toEqual({ email: 'alice@example.com' });
    const [created] = api().callsTo('POST', PASSKEY_PATHS.register);
    expect(created?.body.id).toBe(credentialIdOf('passkey-1'));
    // The sign-in asks for exactly the passkey just created.
    expect(api().callsTo('GET', PASSKEY_PATHS.auth)[0]?.query.get('credentialId')).toBe(credentialIdOf('passkey-1'));
    expect(authenticator.requests.map((request) => request.kind)).toEqual(['create', 'get']);
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it('checks the address as a passkey account needs it, and asks for nothing until it passes', async () => {
    const { passkeyDialog, user } = await openCreatePasskey();
    const field = within(passkeyDialog).getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'Alice <alice@example.com>');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    const alert = within(passkeyDialog).getByRole('alert');
    expect(alert.textContent).toBe('Invalid email address');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(api().callsTo('GET', PASSKEY_PATHS.register)).toHaveLength(0);
  });

  it('shows a canceled browser prompt in the alert, and Create passkey tries again', async () => {
    authenticator.failNext('NotAllowedError');
    const { passkeyDialog, connectDialog, user } = await openCreatePasskey();
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'alice@example.com');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect((await within(passkeyDialog).findByRole('alert')).textContent).toBe('Authentication was canceled');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(connectDialog).findByText('Signed in')).toBeTruthy();
  });
});

describe('create-passkey dialog: register mode with e-mail KYC', () => {
  beforeEach(() => api().setConnectOptions(KYC_ON));

  it('Get Verify Code → Verify Email → creation starts by itself once verified', async () => {
    const { passkeyDialog, connectDialog, user } = await openCreatePasskey();
    expect(title(passkeyDialog)).toBe('Get Verify Code');
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'alice@example.com');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Verification code sent successfully')).toBeTruthy();
    expect(api().callsTo('POST', PASSKEY_PATHS.emailSend)[0]?.body).toEqual({ email: 'alice@example.com' });

    await waitFor(() => expect(title(passkeyDialog)).toBe('Verify Email'));
    expect(within(passkeyDialog).getByText('Enter the 6-digit code we sent to alice@example.com.')).toBeTruthy();
    const verify = within(passkeyDialog).getByRole('button', { name: 'Verify' });
    await user.click(digitBox(passkeyDialog, 1));
    await user.keyboard(CODE.slice(0, 5));
    expect(verify).toHaveProperty('disabled', true);
    await user.keyboard(CODE.slice(5));
    expect(api().callsTo('GET', PASSKEY_PATHS.register)).toHaveLength(0);
    await user.click(verify);

    expect(await within(connectDialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', PASSKEY_PATHS.emailVerify)[0]?.body).toEqual({ email: 'alice@example.com', code: CODE });
    const [options] = api().callsTo('GET', PASSKEY_PATHS.register);
    expect(Object.fromEntries(options?.query ?? [])).toEqual({ email: 'alice@example.com', emailToken: EMAIL_TOKEN });
  });

  it('a wrong code stays on Verify Email with the server text in the alert', async () => {
    const { passkeyDialog, user } = await openCreatePasskey();
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'alice@example.com');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(passkeyDialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Verify' }));
    expect((await within(passkeyDialog).findByRole('alert')).textContent).toBe('The code is incorrect');
    expect(title(passkeyDialog)).toBe('Verify Email');
    expect(api().callsTo('GET', PASSKEY_PATHS.register)).toHaveLength(0);
  });
});

describe('create-passkey dialog: accessibility', () => {
  it('is a labelled modal with two description lines, focus inside and trapped', async () => {
    const { passkeyDialog, user } = await openCreatePasskey();
    expect(passkeyDialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(passkeyDialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Create New Passkey');
    const description = document.getElementById(passkeyDialog.getAttribute('aria-describedby') ?? '');
    expect(description?.querySelectorAll('p')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(passkeyDialog).getByRole('textbox', { name: 'Email address' })));
    for (let press = 0; press < 4; press++) {
      await user.tab();
      expect(passkeyDialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('Escape closes only this dialog and hands focus back; it can be opened again', async () => {
    const { connectDialog, user } = await openCreatePasskey();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Passkey' })).toBeNull());
    expect(screen.getByRole('dialog')).toBe(connectDialog);
    const reopen = within(connectDialog).getByRole('button', { name: 'Create New Passkey' });
    await waitFor(() => expect(document.activeElement).toBe(reopen));
    await user.click(reopen);
    expect(await screen.findByRole('dialog', { name: 'Create New Passkey' })).toBeTruthy();
  });

  it('Cancel closes it and abandons the prompt under way', async () => {
    const { passkeyDialog, user } = await openCreatePasskey();
    await user.type(within(passkeyDialog).getByRole('textbox', { name: 'Email address' }), 'alice@example.com');
    authenticator.holdNext();
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(passkeyDialog).findByRole('heading', { name: 'Creating Passkey...' })).toBeTruthy();
    await waitFor(() => expect(authenticator.requests).toHaveLength(1));
    await user.click(within(passkeyDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Passkey/ })).toBeNull());
    expect(authenticator.requests[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api().callsTo('POST', PASSKEY_PATHS.register)).toHaveLength(0);
  });
});

describe('create-passkey dialog: connect mode (signed in)', () => {
  it('offers only Create passkey, adds it to the current user and says "Passkey add succeed", announcing no new login', async () => {
    const tokens = api().signIn();
    createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(
      <SessionProvider storageEngine="cookie" onLogin={onLogin}>
        <ConnectDialog />
      </SessionProvider>,
    );
    const connectDialog = await screen.findByRole('dialog');
    await user.click(await within(connectDialog).findByRole('button', { name: 'Create New Passkey' }));
    const passkeyDialog = await screen.findByRole('dialog', { name: 'Connect Passkey' });
    expect(within(passkeyDialog).queryByRole('textbox')).toBeNull();
    expect(within(passkeyDialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Create passkey', 'Cancel']);
    expect(within(passkeyDialog).getByText('Add a passkey to Alice Liddell to sign in with it next time.')).toBeTruthy();

    await user.click(within(passkeyDialog).getByRole('button', { name: 'Create passkey' }));
    expect((await within(connectDialog).findByRole('status')).textContent).toBe('Passkey add succeed');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect Passkey' })).toBeNull());
    expect(onLogin).not.toHaveBeenCalled();
    const [options] = api().callsTo('GET', PASSKEY_PATHS.register);
    expect(options?.bearer).toBe(tokens.sessionToken);
    expect([...(options?.query.keys() ?? [])]).toEqual([]);
    expect(api().callsTo('POST', PASSKEY_PATHS.register)[0]?.bearer).toBe(tokens.sessionToken);
    expect(api().callsTo('POST', PASSKEY_PATHS.auth)).toHaveLength(0);
  });
});
