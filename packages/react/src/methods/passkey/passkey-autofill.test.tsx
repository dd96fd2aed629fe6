import { createTokenStore, PASSKEY_PATHS } from '@foyer/client';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { credentialIdOf, useSavedPasskey } from './test-support/fake-authenticator.js';

const api = useSessionTestEnvironment();
const saved = useSavedPasskey(api);

async function openEmailStep() {
  const opened = await openConnectDialog();
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue with email' }));
  const field = await within(opened.dialog).findByRole('textbox', { name: 'Email address' });
  return { ...opened, field };
}

const autofillRequests = () => saved().requests.filter((request) => request.conditional);

describe('passkey autofill in the e-mail step', () => {
  it('offers saved passkeys in the address field; picking one signs in', async () => {
    const { dialog, field } = await openEmailStep();
    expect(field.getAttribute('autocomplete')).toBe('username webauthn');
    await waitFor(() => expect(autofillRequests()).toHaveLength(1));
    saved().pickFromAutofill('alice-phone');
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(api().callsTo('POST', PASSKEY_PATHS.auth)[0]?.body).toMatchObject({ id: credentialIdOf('alice-phone') });
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it('ends the waiting request when the visitor leaves the step, and a passkey button then prompts alone', async () => {
    const { dialog, user } = await openEmailStep();
    await waitFor(() => expect(autofillRequests()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: '← Other ways to sign in' }));
    await waitFor(() => expect(autofillRequests()[0]?.signal?.aborted).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Use Existing Passkey' }));
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(saved().requests.map((request) => request.conditional)).toEqual([true, false]);
  });

  it('ends the waiting request once an address is sent, with no error shown', async () => {
    const { dialog, user, field } = await openEmailStep();
    await waitFor(() => expect(autofillRequests()).toHaveLength(1));
    await user.type(field, 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(autofillRequests()[0]?.signal?.aborted).toBe(true));
    expect(await within(dialog).findByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('stays off when the deployment turned passkeys off', async () => {
    api().setConnectOptions({ allowWallet: true, allowEmail: true, allowPasskey: false, emailKyc: false, oauthProviders: [] });
    const { dialog } = await openEmailStep();
    await within(dialog).findByRole('textbox', { name: 'Email address' });
    // Long enough for the autofill module (loaded by the tests above) and its challenge request, had it started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saved().requests).toHaveLength(0);
    expect(api().callsTo('GET', PASSKEY_PATHS.auth)).toHaveLength(0);
  });
});
