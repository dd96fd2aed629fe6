import { render, screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { SessionProvider, type SessionProviderProps } from '../session/session-provider.js';

/** Renders a signed-out app and opens the connect dialog from its Sign in button. */
export async function openConnectDialog(props: SessionProviderProps = {}, user: UserEvent = userEvent.setup()) {
  render(
    <SessionProvider storageEngine="cookie" {...props}>
      <ConnectButton />
    </SessionProvider>,
  );
  const signIn = await screen.findByRole('button', { name: props.locale === 'zh' ? '登录' : 'Sign in' });
  await waitFor(() => expect(signIn).toHaveProperty('disabled', false));
  await user.click(signIn);
  const dialog = await screen.findByRole('dialog');
  // A modal Radix layer turns the body's pointer events off at once and its own back on a render later: click after that.
  await waitFor(() => expect(document.body.style.pointerEvents !== 'none' || dialog.style.pointerEvents === 'auto').toBe(true));
  return { dialog, signIn, user };
}
