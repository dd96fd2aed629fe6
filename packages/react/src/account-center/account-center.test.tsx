import { createTokenStore } from '@foyer/client';
import { PATHS, SERVER_PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-provider.js';
import { createFakeApi, makeUser, type FakeApi } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { AccountCenter } from './lazy-account-center.js';
import type { AccountSection } from './account-sections.js';
import { ACCOUNT_PATHS } from './account-requests.js';
import { ADMIN_PASSPORT, json, MEMBER_PASSPORT, NOTES, PHONE, serveAccount } from './test-support/serve-account.js';

useSessionTestEnvironment();

/** The account center signed in on a fake server; `prepare` sets its answers first. */
function renderCenter(section?: AccountSection, { locale = 'en', prepare }: { locale?: string; prepare?: (server: FakeApi) => void } = {}) {
  const server = createFakeApi(makeUser({ email: 'alice@example.com' }));
  serveAccount(server);
  prepare?.(server);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie" locale={locale}>
      <AccountCenter section={section} />
    </SessionProvider>,
  );
  return { server, user: userEvent.setup() };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;

async function confirmIn(user: ReturnType<typeof userEvent.setup>, title: string, confirmText: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: confirmText }));
  return dialog;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('AccountCenter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names itself, lists its sections as buttons, and shows the profile first as a landmark with a heading', async () => {
    const { user } = renderCenter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Profile', 'Sign-in methods', 'Passports', 'Devices and sessions', 'Apps you allowed', 'DID Space', 'Delete account',
    ]);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Alice Liddell')).toBeTruthy();
    expect(within(profile).getByText('alice@example.com')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('button', { name: 'Apps you allowed' }));
    expect(await screen.findByRole('region', { name: 'Apps you allowed' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });

  it('apps: each app with its access and when it was allowed; Revoke asks, loads, drops the row and says so', async () => {
    const answer = deferred<Response>();
    const { server, user } = renderCenter('apps', { prepare: (fake) => fake.override('DELETE', ACCOUNT_PATHS.app(NOTES.clientId), () => answer.promise) });
    const notes = await rowOf('Notes app');
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['openid', 'profile:read']);
    expect(within(notes).getByText('2 days ago')).toBeTruthy();
    expect(await rowOf('Photos')).toBeTruthy();

    await user.click(within(notes).getByRole('button', { name: 'Revoke Notes app' }));
    const dialog = await confirmIn(user, 'Revoke access', 'Revoke');
    expect(dialog.textContent).toContain('Revoke the access of Notes app? Its tokens stop working at once.');
    expect(within(dialog).getByRole('button', { name: 'Revoke' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(new Response(null, { status: 204 })));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Notes app' })).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe('Access revoked');
    expect(server.callsTo('DELETE', ACCOUNT_PATHS.app(NOTES.clientId))).toHaveLength(1);
  });

  it('apps: says so when none is allowed, and shows the catalogue error of a refused revoke in Chinese', async () => {
    const { user } = renderCenter('apps', { locale: 'zh', prepare: (fake) => fake.override('DELETE', ACCOUNT_PATHS.app(NOTES.clientId), (call) => fake.fail('notFound', call)) });
    await user.click(within(await rowOf('Notes app')).getByRole('button', { name: '撤销 Notes app' }));
    const dialog = await confirmIn(user, '撤销授权', '撤销');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('未找到');
    expect(screen.getByRole('region', { name: '已授权的应用', hidden: true })).toBeTruthy();
  });

  it('sessions: this device, browser, system and address; signs out one, then all others', async () => {
    const { server, user } = renderCenter('sessions');
    const laptop = await rowOf('Safari · macOS');
    expect(within(laptop).getByText('This device')).toBeTruthy();
    expect(within(laptop).getByText('198.51.100.4')).toBeTruthy();
    const phone = await rowOf('Safari · iOS');
    expect(within(phone).getByText('203.0.113.7')).toBeTruthy();
    expect(within(phone).getByText('1 minute ago')).toBeTruthy();

    await user.click(within(phone).getByRole('button', { name: 'Sign out Safari · iOS' }));
    await confirmIn(user, 'Sign out this session', 'Sign out');
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /Safari · iOS/ })).toBeNull();
    expect(server.callsTo('DELETE', ACCOUNT_PATHS.endSession(PHONE.id))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await confirmIn(user, 'Sign out all other sessions', 'Sign out');
    expect(await screen.findByText('Signed out 1 other sessions')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('sign-in methods: passkeys with name, created and last used; rename saves the new name', async () => {
    const { server, user } = renderCenter('sign-in');
    const work = await rowOf('Work laptop');
    expect(within(work).getByText('last week')).toBeTruthy();
    expect(within(work).getByText('yesterday')).toBeTruthy();
    const spare = await rowOf('Passkey 2');
    expect(within(spare).getByText('Never')).toBeTruthy();

    await user.click(within(spare).getByRole('button', { name: 'Rename Passkey 2' }));
    const field = within(spare).getByRole('textbox', { name: 'Passkey name' });
    await user.type(field, 'Phone');
    await user.click(within(spare).getByRole('button', { name: 'Save' }));

    expect(await rowOf('Phone')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(server.callsTo('PATCH', ACCOUNT_PATHS.passkey('key-spare'))[0]?.body).toEqual({ name: 'Phone' });
  });

  it.each([
    ['en', 'Remove Work laptop', 'Remove passkey', 'Remove', 'Passkey remove failed'],
    ['zh', '移除 Work laptop', '移除通行密钥', '移除', '移除通行密钥失败'],
  ])('sign-in methods (%s): a passkey the server keeps as the last way in shows the catalogue error', async (locale, button, title, confirm, error) => {
    const { user } = renderCenter('sign-in', { locale });
    await user.click(within(await rowOf('Work laptop')).getByRole('button', { name: button }));
    const dialog = await confirmIn(user, title, confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(error);
  });

  it('passports: role, issuer and status; the one in use marked; Use switches; a way to recover a lost one', async () => {
    const { server, user } = renderCenter('passports', { prepare: (fake) => fake.setPassports([MEMBER_PASSPORT, ADMIN_PASSPORT]) });
    const member = await rowOf('Member');
    expect(within(member).getByText('In use')).toBeTruthy();
    const admin = await rowOf('Team admin');
    expect(within(admin).getByText('admin')).toBeTruthy();
    expect(within(admin).getByText('Demo App')).toBeTruthy();

    await user.click(within(admin).getByRole('button', { name: 'Use passport Team admin' }));
    expect(await screen.findByText('Now acting as Team admin')).toBeTruthy();
    expect(server.callsTo('POST', PATHS.switchPassport)[0]?.body).toEqual({ passportId: ADMIN_PASSPORT.id });
    expect(screen.getByRole('link', { name: 'Lost a wallet? Recover your passport' }).getAttribute('href')).toMatch(new RegExp(`${SERVER_PATHS.lostPassport}$`));
  });

  it('delete account: a sign-in too old shows the server\'s message and offers to sign in again', async () => {
    const { user } = renderCenter('delete', {
      prepare: (fake) => fake.override('DELETE', USER_SERVICE_PREFIX, (call) => fake.fail('freshSignInRequired', call, { minutes: 5 })),
    });
    expect(await screen.findByText(/It cannot be undone\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await confirmIn(user, 'Delete account', 'Delete my account');
    expect(dialog.textContent).toContain('Delete the account of Alice Liddell for good?');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('For your safety, please sign in again, then retry within 5 minutes');
    expect(screen.getByRole('button', { name: 'Sign in again', hidden: true })).toBeTruthy();
  });

  it('says it is loading until a section\'s data arrives, and shows a load failure as an alert', async () => {
    const answer = deferred<Response>();
    renderCenter('apps', { prepare: (fake) => fake.override('GET', ACCOUNT_PATHS.apps, () => answer.promise) });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await act(async () => answer.resolve(json(200, { apps: [] })));
    expect(await screen.findByText('You have not allowed any app.')).toBeTruthy();
  });

  it('DID Space: none connected offers to connect', async () => {
    renderCenter('did-space');
    const region = await screen.findByRole('region', { name: 'DID Space' });
    expect(within(region).getByText('No DID Space is connected.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Connect a DID Space' })).toBeTruthy();
  });
});
