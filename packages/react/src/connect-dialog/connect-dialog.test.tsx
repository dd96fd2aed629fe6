import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectMethod, ConnectMethodProps } from '../methods/connect-method.js';
import { registerMethod } from '../methods/method-registry.js';
import { SessionProvider } from '../session/session-provider.js';
import { APP_INFO } from '../test-support/fake-api.js';
import { openConnectDialog } from '../test-support/open-connect-dialog.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { ConnectDialog } from './connect-dialog.js';

const api = useSessionTestEnvironment();
const unregister: (() => void)[] = [];

afterEach(() => unregister.splice(0).forEach((remove) => remove()));

function FakeMethod({ complete }: ConnectMethodProps) {
  return (
    <button type="button" onClick={() => void complete(api().signIn())}>
      Approve with fake
    </button>
  );
}

const fakeMethod: ConnectMethod = {
  id: 'fake',
  label: () => 'Fake wallet',
  icon: null,
  order: 10,
  isAvailable: ({ action }) => action === 'login',
  load: async () => ({ default: FakeMethod }),
};

describe('ConnectDialog as a dialog', () => {
  it('is titled for the app, keeps focus inside, and Escape closes it and returns focus', async () => {
    const { dialog, signIn, user } = await openConnectDialog();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Sign in to Demo App' })).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it('closes from its labelled close button', async () => {
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the footer: app icon, name, short DID and the Secured by badge', async () => {
    const { dialog } = await openConnectDialog();
    const footer = dialog.querySelector('footer') as HTMLElement;
    await within(footer).findByText('Demo App');
    expect(within(footer).getByLabelText(`App DID ${APP_INFO.appId}`).textContent).toBe('zNKtCN…qJ8tW1');
    expect(footer.textContent).toContain('Secured by');
    expect(footer.querySelectorAll('svg').length).toBeGreaterThanOrEqual(2);
  });

  it('becomes a bottom drawer on screens up to 640 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 640px)', media: query }));
    const { dialog } = await openConnectDialog();
    expect(dialog.className).toContain('foyer-connect--drawer');
  });

  it('lists registered methods by order and loads the picked one, which can finish the sign-in', async () => {
    unregister.push(registerMethod(fakeMethod));
    const { dialog, user } = await openConnectDialog();
    const list = within(dialog).getByRole('list', { name: 'Sign-in methods' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with DID Wallet',
      'Fake wallet',
      'Use Existing Passkey',
      'Create New Passkey',
      'Continue with email',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Fake wallet' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Approve with fake' }));
    expect(await within(dialog).findByText('Signed in')).toBeTruthy();
  });

  it("runs a method's start within the picking click, before its component loads, and hands the component its result", async () => {
    const events: string[] = [];
    function StartedMethod({ started }: ConnectMethodProps) {
      return <p>Started with {String(started)}</p>;
    }
    unregister.push(
      registerMethod({
        ...fakeMethod,
        start: ({ action }) => (events.push(`start ${action}`), `ticket for ${action}`),
        load: async () => (events.push('load'), { default: StartedMethod }),
      }),
    );
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Fake wallet' }));
    expect(await within(dialog).findByText('Started with ticket for login')).toBeTruthy();
    expect(events).toEqual(['start login', 'load']);

    await user.click(within(dialog).getByRole('button', { name: '← Other ways to sign in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fake wallet' }));
    expect(events).toEqual(['start login', 'load', 'start login']);
  });

  it('lets the visitor go back from a picked method to the list', async () => {
    unregister.push(registerMethod(fakeMethod));
    const { dialog, user } = await openConnectDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    await within(dialog).findByRole('textbox', { name: 'Email address' });
    await user.click(within(dialog).getByRole('button', { name: '← Other ways to sign in' }));
    expect(within(dialog).getByRole('list', { name: 'Sign-in methods' })).toBeTruthy();
  });
});

describe('ConnectDialog as a page', () => {
  it('shows logo, title and description, and has nothing to close', async () => {
    render(
      <SessionProvider storageEngine="cookie">
        <ConnectDialog layout="page" />
      </SessionProvider>,
    );
    const page = await screen.findByRole('region', { name: 'Sign in to Demo App' });
    expect(within(page).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(page).getByText('Choose how you want to sign in.')).toBeTruthy();
    expect(within(page).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
