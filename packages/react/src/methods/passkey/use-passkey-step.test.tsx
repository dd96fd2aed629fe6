import { createTokenStore, PASSKEY_PATHS } from '@foyer/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { credentialIdOf, useSavedPasskey } from './test-support/fake-authenticator.js';

const api = useSessionTestEnvironment();
const saved = useSavedPasskey(api);

async function usePasskey() {
  const opened = await openConnectDialog();
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Use Existing Passkey' }));
  return opened;
}

describe('Use Existing Passkey', () => {
  it('opens the browser prompt at once and signs in with the picked passkey', async () => {
    const { dialog } = await usePasskey();
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    expect(saved().requests.map((request) => [request.kind, request.conditional])).toEqual([['get', false]]);
    expect(api().callsTo('POST', PASSKEY_PATHS.auth)[0]?.body).toMatchObject({ id: credentialIdOf('alice-phone') });
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it('shows a canceled prompt as "Authentication was canceled" and signs in on Retry', async () => {
    saved().failNext('NotAllowedError');
    const { dialog, user } = await usePasskey();
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Authentication was canceled');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it('a passkey the server does not accept shows "Passkey verify failed" and toasts it', async () => {
    saved().passkeys.splice(0, 1, 'stranger-key');
    const { dialog } = await usePasskey();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Passkey verify failed');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByRole('alert').textContent).toContain('Passkey verify failed');
  });
});
