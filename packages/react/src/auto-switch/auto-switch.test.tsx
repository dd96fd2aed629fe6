import { createTokenStore, USER_PATHS, USER_SESSION_PATHS } from '@foyer/client';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, PATHS } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { SessionProvider } from '../session/session-provider.js';
import { APP_INFO, makeUser } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';

const api = useSessionTestEnvironment();

const ALICE_DID = makeUser().did;
const BOB = { did: 'z1bobDid000000000000', fullName: 'Bob Stone', email: 'bob@example.com' };

/** Alice is signed in on a page opened at `url`; resolves once her avatar shows. */
async function openSignedIn(url: string) {
  history.replaceState(null, '', url);
  const tokens = api().signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie">
      <ConnectButton />
    </SessionProvider>,
  );
  await screen.findByRole('button', { name: 'Account menu for Alice Liddell', hidden: true });
}

const pageUrl = () => `${location.pathname}${location.search}${location.hash}`;
const switchQuery = (did: string, behavior?: string) => `/page?keep=1&forceConnected=${did}${behavior ? `&switchBehavior=${behavior}` : ''}#top`;

describe('auto switch (SPEC §4, §2.16)', () => {
  it('only cleans the URL when forceConnected names the signed-in account', async () => {
    await openSignedIn(switchQuery(ALICE_DID, 'required'));
    await waitFor(() => expect(pageUrl()).toBe('/page?keep=1#top'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api().callsTo('GET', USER_SESSION_PATHS.list)).toHaveLength(0);
  });

  it('only cleans the URL with switchBehavior=disabled', async () => {
    api().saveSession(BOB);
    await openSignedIn(switchQuery(BOB.did, 'disabled'));
    await waitFor(() => expect(pageUrl()).toBe('/page?keep=1#top'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api().callsTo('POST', USER_SESSION_PATHS.login)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
  });

  it('switches straight to the saved account with switchBehavior=required, keeping the one left saved', async () => {
    const bob = api().saveSession(BOB);
    await openSignedIn(switchQuery(BOB.did, 'required'));
    expect(await screen.findByRole('button', { name: 'Account menu for Bob Stone' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(pageUrl()).toBe('/page?keep=1#top');
    expect(api().callsTo('POST', USER_SESSION_PATHS.login).map((call) => call.body.id)).toEqual([bob.id]);
    expect(api().callsTo('POST', PATHS.logout).map((call) => call.body.status)).toEqual(['offline']);
  });

  it('otherwise asks first, showing the current and the next account, and switches on confirm', async () => {
    api().saveSession(BOB);
    await openSignedIn(switchQuery(BOB.did));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(within(within(dialog).getByRole('group', { name: 'Current account' })).getByText('Alice Liddell')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Switch to' })).getByText('Bob Stone')).toBeTruthy();
    expect(api().callsTo('POST', USER_SESSION_PATHS.login)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Bob Stone' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(pageUrl()).toBe('/page?keep=1#top');
  });

  it('keeps the current account when the visitor cancels, and cleans the URL', async () => {
    api().saveSession(BOB);
    await openSignedIn(switchQuery(BOB.did));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(pageUrl()).toBe('/page?keep=1#top');
    expect(screen.getByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    expect(api().callsTo('POST', USER_SESSION_PATHS.login)).toHaveLength(0);
  });

  it('names an account this browser has not saved by what the server shows of it', async () => {
    api().override('GET', USER_PATHS.user, () => Response.json({ did: BOB.did, fullName: 'Bob in public', role: 'member' }));
    await openSignedIn(switchQuery(BOB.did));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(within(within(dialog).getByRole('group', { name: 'Switch to' })).getByText('Bob in public')).toBeTruthy();
  });

  it('without a saved session of the account, opens the sign-in dialog asking the wallet for that DID', async () => {
    const tokenRequests: URLSearchParams[] = [];
    api().override('GET', `${AUTH_SERVICE_PREFIX}/login/token`, (call) => {
      tokenRequests.push(call.query);
      return Response.json({ token: 't1', url: `http://localhost${AUTH_SERVICE_PREFIX}/login/auth?${CONNECT_QUERY.token}=t1`, appInfo: APP_INFO });
    });
    api().override('GET', `${AUTH_SERVICE_PREFIX}/login/status`, () => Response.json({ status: 'created' }));
    await openSignedIn(switchQuery(BOB.did, 'required'));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Demo App' });
    expect(pageUrl()).toBe('/page?keep=1#top');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with DID Wallet' }));
    await within(dialog).findByRole('img', { name: 'Scan with DID Wallet to sign in' });
    expect(tokenRequests.map((query) => [query.get('forceConnected'), query.get('autoConnect')])).toEqual([[BOB.did, 'true']]);
  });
});
