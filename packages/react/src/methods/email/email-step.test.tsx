import { createTokenStore } from '@foyer/client';
import { CONNECT, EMAIL_CODE } from '@foyer/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE } from '../../test-support/fake-api.js';
import { openConnectDialog } from '../../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../../test-support/session-test-environment.js';
import { skipAhead } from '../../test-support/skip-ahead.js';
import { API_PATHS } from '../../util/api-paths.js';

const api = useSessionTestEnvironment();

/** Opens the dialog and picks e-mail from the method list. */
async function openEmailStep(user?: UserEvent) {
  const opened = await openConnectDialog({}, user);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Continue with email' }));
  return opened;
}

async function enterEmail(address: string, button: 'Send code' | 'Send magic link' = 'Send code') {
  const { dialog, user, signIn } = await openEmailStep();
  const field = await within(dialog).findByRole('textbox', { name: 'Email address' });
  if (address) await user.type(field, address);
  await user.click(within(dialog).getByRole('button', { name: button }));
  return { dialog, user, field, signIn };
}

const digitBox = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of ${EMAIL_CODE.length}` });

describe('e-mail step: the address', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-address', 'Email format is incorrect'],
  ])('%j shows %s under the field and sends nothing', async (address, message) => {
    const { dialog, field } = await enterEmail(address);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(api().callsTo('POST', API_PATHS.sendCode)).toHaveLength(0);
  });

  it('sends the code, toasts success and shows six boxes', async () => {
    const { dialog } = await enterEmail(' Alice@Example.com ');
    expect((await screen.findByText('Verification code sent successfully')).closest('[role="status"]')).toBeTruthy();
    const [call] = api().callsTo('POST', API_PATHS.sendCode);
    expect(call?.body).toEqual({ email: 'alice@example.com', useMagicLink: false });
    expect(call?.query.get('locale')).toBe('en');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    expect(within(dialog).getByText('Enter the 6-digit code we sent to alice@example.com.')).toBeTruthy();
  });
});

describe('e-mail step: the code', () => {
  it('keeps Verify disabled below 6 digits and submits once when the sixth lands', async () => {
    const { dialog, user } = await enterEmail('alice@example.com');
    await user.click(digitBox(1));
    await user.keyboard(CODE.slice(0, 5));
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
    expect(api().callsTo('POST', API_PATHS.emailLogin)).toHaveLength(0);
    await user.keyboard(CODE.slice(5));
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
    const calls = api().callsTo('POST', API_PATHS.emailLogin);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ action: 'login', email: 'alice@example.com', code: CODE });
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it('closes the dialog 2 s after success and shows the avatar', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await enterEmail('alice@example.com');
    await user.click(digitBox(1));
    await user.paste(CODE);
    await screen.findByText('Signed in');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await skipAhead(CONNECT.successCloseDelayMs);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: CONNECT.successCloseDelayMs + 1000 });
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
  });

  it('shows the server error with Back and no Retry; Back returns to empty boxes', async () => {
    const { dialog, user } = await enterEmail('alice@example.com');
    await user.click(digitBox(1));
    await user.paste('000000');
    const failure = await within(dialog).findByRole('alert');
    expect(failure.textContent).toContain('Sign-in failed');
    expect(failure.textContent).toContain('The code is incorrect');
    expect(within(failure).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(failure).getByRole('button', { name: 'Back' }));
    expect((digitBox(1) as HTMLInputElement).value).toBe('');
  });

  it('shows a refused resend with the server text', async () => {
    api().override('POST', API_PATHS.sendCode, (call) => api().fail('codeResendTooSoon', call, { seconds: 42 }));
    const { dialog } = await enterEmail('alice@example.com');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please wait 42 seconds before requesting a new code');
  });
});

describe('e-mail step: resend', () => {
  it('counts down 60 s before a new code can be asked for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog } = await openEmailStep(user);
    await user.type(await within(dialog).findByRole('textbox', { name: 'Email address' }), 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const resend = await within(dialog).findByRole('button', { name: 'Resend in 60s' });
    expect(resend).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend.textContent).toBe('Resend in 30s');
    await act(() => vi.advanceTimersByTimeAsync(EMAIL_CODE.resendIntervalMs - 30_000));
    expect(resend.textContent).toBe('Resend code');
    expect(resend).toHaveProperty('disabled', false);
    await user.click(resend);
    await waitFor(() => expect(api().callsTo('POST', API_PATHS.sendCode)).toHaveLength(2));
  });
});

describe('e-mail step: magic link', () => {
  // Time runs as usual, and a test skips ahead to the next check of the link instead of waiting seconds for it.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('sends useMagicLink with this page as redirect, then picks up the session once the link was used', async () => {
    history.replaceState(null, '', '/shop?item=1');
    const { dialog } = await enterEmail('alice@example.com', 'Send magic link');
    expect(await within(dialog).findByText('Check your inbox')).toBeTruthy();
    expect(api().callsTo('POST', API_PATHS.sendCode)[0]?.body).toEqual({
      email: 'alice@example.com',
      useMagicLink: true,
      redirect: `${location.origin}/shop?item=1`,
    });
    const tokens = api().signIn();
    createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
    api().verifyMagicLink();
    await skipAhead(CONNECT.checkIntervalMs);
    expect(await within(dialog).findByText('Signed in', {}, { timeout: CONNECT.checkIntervalMs * 3 })).toBeTruthy();
    expect(api().callsTo('GET', API_PATHS.emailStatus)[0]?.query.get('codeId')).toBe('code-1');
  });

  it('asks the visitor to continue in the other tab when no session arrived here', async () => {
    const { dialog } = await enterEmail('alice@example.com', 'Send magic link');
    await within(dialog).findByText('Check your inbox');
    api().verifyMagicLink();
    await skipAhead(CONNECT.checkIntervalMs);
    expect(
      await within(dialog).findByText('The link was opened. Continue in the tab that opened it.', {}, { timeout: CONNECT.checkIntervalMs * 3 }),
    ).toBeTruthy();
  });
});
