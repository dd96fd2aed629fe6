import { createTokenStore, getVisitorId, USER_SESSION_PATHS } from '@foyer/client';
import { PATHS } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemNames, openMenu, renderSignedIn } from '../connect-button/test-support/render-signed-in.js';
import { installFakeAuthenticator, type FakeAuthenticator } from '../methods/passkey/test-support/fake-authenticator.js';
import { ConnectButton } from '../connect-button/connect-button.js';
import { SessionProvider, type SessionProviderProps } from '../session/session-provider.js';
import { useSession } from '../session/use-session.js';
import { APP_INFO, CODE, createFakeApi, makeUser, MASTER_APP, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { shortDid } from '../util/short-did.js';

useSessionTestEnvironment();

const ALICE = makeUser();
const BOB = makeUser({ did: 'z1bobDid000000000000', fullName: 'Bob Builder', email: 'bob@example.com', role: 'member' });
const CAROL = { did: 'z1carolDid0000000000', fullName: 'Carol Danvers' };

/** Alice signed in, with Bob (and, when asked, Carol) saved on this browser. */
async function aliceWithSaved(options: { carol?: boolean; props?: SessionProviderProps } = {}) {
  return renderSignedIn(ALICE, {
    props: options.props,
    prepare(server) {
      server.saveSession(BOB, { updatedAt: '2025-01-02T00:00:00.000Z' });
      if (options.carol) server.saveSession(CAROL, { updatedAt: '2025-01-01T00:00:00.000Z' });
    },
  });
}

const logouts = (server: FakeApi) => server.callsTo('POST', PATHS.logout).map((call) => ({ status: call.body.status, bearer: call.bearer }));

describe('the account switcher of the avatar menu (SPEC §2.14)', () => {
  it('lists the other accounts saved on this browser, never the signed-in one, then Add another account', async () => {
    const { server } = await renderSignedIn(ALICE, {
      prepare(fake) {
        fake.saveSession(BOB);
        fake.saveSession(CAROL);
        fake.saveSession(ALICE);
      },
    });
    const menu = await openMenu('Alice Liddell');
    const accounts = within(within(menu).getByRole('group', { name: 'Other accounts' })).getAllByRole('menuitem');
    expect(accounts.map((item) => item.textContent)).toEqual(['Bob Builderbob@example.com', `Carol Danvers${shortDid(CAROL.did)}`, 'Add another account']);
    expect(server.callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(1);
  });

  it('names the master app a federated account came from (issue 14)', async () => {
    await renderSignedIn(ALICE, {
      prepare(fake) {
        fake.setFederation('approved');
        fake.saveSession({ ...CAROL, sourceAppPid: MASTER_APP.appPid });
        fake.saveSession(BOB);
      },
    });
    const menu = await openMenu('Alice Liddell');
    expect(itemNames(within(menu).getByRole('group', { name: 'Other accounts' }))).toEqual([
      `Carol Danvers${shortDid(CAROL.did)} · via Master Hub`,
      'Bob Builderbob@example.com',
      'Add another account',
    ]);
  });

  it("says why the saved accounts could not be listed, and still offers 'Add another account'", async () => {
    await renderSignedIn(ALICE, { prepare: (fake) => fake.override('GET', USER_SESSION_PATHS.list, (call) => fake.fail('forbidden', call)) });
    const menu = await openMenu('Alice Liddell');
    // Described by the failure rather than holding an alert, which a menu may not contain.
    expect(itemNames(within(menu).getByRole('group', { name: 'Other accounts', description: 'Forbidden' }))).toEqual(['Add another account']);
  });

  it('switches to a saved account: enters it, keeps the current one saved (offline), and shows who is signed in now', async () => {
    const onLogin = vi.fn();
    const onLogout = vi.fn();
    const { server, tokens } = await aliceWithSaved({ props: { onLogin, onLogout } });
    const [bobSaved] = server.savedSessions();
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: /^Bob Builder/ }));

    await screen.findByRole('button', { name: 'Account menu for Bob Builder' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(server.callsTo('POST', USER_SESSION_PATHS.login).map((call) => call.body)).toEqual([
      { id: bobSaved?.id, appPid: bobSaved?.appPid, userDid: BOB.did, visitorId: getVisitorId() },
    ]);
    expect(logouts(server)).toEqual([{ status: 'offline', bearer: tokens.sessionToken }]);
    expect(createTokenStore('cookie').getSessionToken()).not.toBe(tokens.sessionToken);
    expect(onLogin).toHaveBeenCalledWith(expect.objectContaining({ did: BOB.did }));
    expect(onLogout).not.toHaveBeenCalled();

    const menu = await openMenu('Bob Builder');
    expect(itemNames(within(menu).getByRole('group', { name: 'Other accounts' }))).toEqual([`Alice Liddell${shortDid(ALICE.did)}`, 'Add another account']);
  });

  it("stays signed in as before when the saved account cannot be entered, and says the server's reason", async () => {
    const { server } = await aliceWithSaved();
    server.override('POST', USER_SESSION_PATHS.login, (call) => server.fail('sessionEnded', call));
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: /^Bob Builder/ }));

    expect((await screen.findByRole('alert')).textContent).toBe('Session has ended, please sign in again');
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    expect(logouts(server)).toEqual([]);
  });
});

describe("'Add another account'", () => {
  let authenticator: FakeAuthenticator;
  beforeEach(() => {
    authenticator = installFakeAuthenticator();
  });
  afterEach(() => authenticator.uninstall());

  async function openAddAccount() {
    const opened = await renderSignedIn(ALICE);
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    return { ...opened, dialog: await screen.findByRole('dialog', { name: 'Sign in to Demo App' }) };
  }

  it('opens sign-in for a new account (a passkey would make one, not join Alice) while Alice stays signed in', async () => {
    const { dialog } = await openAddAccount();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create New Passkey' }));
    const passkeyDialog = await screen.findByRole('dialog', { name: 'Create New Passkey' });
    expect(within(passkeyDialog).getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Connect Passkey' })).toBeNull();
    // Behind the modal dialog, so hidden from the accessibility tree for now.
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell', hidden: true })).toBeTruthy();
  });

  it('signs the new account in and keeps Alice saved (offline) once it completes', async () => {
    const user = userEvent.setup();
    const { server, tokens, dialog } = await openAddAccount();
    server.signInNext(BOB);
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Email address' }), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard(CODE);

    await screen.findByRole('button', { name: 'Account menu for Bob Builder', hidden: true });
    expect(logouts(server)).toEqual([{ status: 'offline', bearer: tokens.sessionToken }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    const menu = await openMenu('Bob Builder');
    expect(within(menu).getByRole('menuitem', { name: /^Alice Liddell/ })).toBeTruthy();
  });

  it('leaves Alice signed in when the dialog is closed without signing in', async () => {
    const user = userEvent.setup();
    const { server, tokens, dialog } = await openAddAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu for Alice Liddell' }));
    expect(logouts(server)).toEqual([]);
    expect(createTokenStore('cookie').getSessionToken()).toBe(tokens.sessionToken);
  });
});

describe('Sign Out with other accounts saved on this browser', () => {
  it('ends the current account for good (expired) and switches to the most recent saved one', async () => {
    const onLogout = vi.fn();
    const { server, tokens } = await aliceWithSaved({ carol: true, props: { onLogout } });
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    await screen.findByRole('button', { name: 'Account menu for Bob Builder' });
    expect(logouts(server)).toEqual([{ status: 'expired', bearer: tokens.sessionToken }]);
    expect(onLogout).not.toHaveBeenCalled();
    const menu = await openMenu('Bob Builder');
    const others = within(within(menu).getByRole('group', { name: 'Other accounts' })).getAllByRole('menuitem');
    expect(others.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Carol Danvers/), 'Add another account']);
  });

  function SignOutEverywhere() {
    const session = useSession();
    return (
      <button type="button" onClick={() => void session.logout({ includeFederated: true })}>
        Sign out everywhere
      </button>
    );
  }
  const functionalFrames = () => [...document.querySelectorAll('iframe.foyer-functional-frame')].map((frame) => frame.getAttribute('src'));

  it('signs out everywhere (includeFederated), switching to no saved account', async () => {
    const server = createFakeApi(ALICE);
    server.saveSession(BOB);
    vi.stubGlobal('fetch', server.fetch);
    const tokens = server.signIn();
    createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
    render(
      <SessionProvider storageEngine="cookie">
        <ConnectButton />
        <SignOutEverywhere />
      </SessionProvider>,
    );
    await screen.findByRole('button', { name: 'Account menu for Alice Liddell' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.callsTo('POST', PATHS.logout).map((call) => call.body)).toEqual([{ visitorId: expect.any(String), includeFederated: true }]);
    expect(server.callsTo('POST', USER_SESSION_PATHS.login)).toEqual([]);
    expect(functionalFrames()).toEqual([]);
  });

  it("at a member of an approved federation, also loads the master's functional frame (mode=logout) hidden", async () => {
    const server = createFakeApi(ALICE);
    server.setFederation('approved');
    vi.stubGlobal('fetch', server.fetch);
    const tokens = server.signIn();
    createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
    render(
      <SessionProvider storageEngine="cookie">
        <ConnectButton />
        <SignOutEverywhere />
      </SessionProvider>,
    );
    await screen.findByRole('button', { name: 'Account menu for Alice Liddell' });
    expect(functionalFrames()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    const query = new URLSearchParams({ mode: 'logout', appId: APP_INFO.appId, origin: new URL(APP_INFO.appUrl).origin });
    await waitFor(() => expect(functionalFrames()).toEqual([`${MASTER_APP.appUrl}${PATHS.functionalFederated}?${query}`]));
    document.querySelector('iframe.foyer-functional-frame')?.remove();
  });

  it('signs out when the saved account cannot be entered', async () => {
    const { server } = await aliceWithSaved();
    server.override('POST', USER_SESSION_PATHS.login, (call) => server.fail('sessionEnded', call));
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(logouts(server)).toEqual([{ status: undefined, bearer: expect.any(String) }]);
    expect(createTokenStore('cookie').getSessionToken()).toBeNull();
  });
});
