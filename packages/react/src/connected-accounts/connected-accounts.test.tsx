import { createTokenStore } from '@foyer/client';
import { OAUTH_API_PREFIX, PATHS, POPUP, type SessionUser } from '@foyer/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakePopup, postToPage } from '../../../client/src/oauth/test-support/fake-popup.js';
import { SessionProvider } from '../session/session-provider.js';
import { APP_INFO, createFakeApi, makeUser, OAUTH_GRANT } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { ConnectedAccounts } from './connected-accounts.js';

useSessionTestEnvironment();
const APP_ORIGIN = new URL(APP_INFO.appUrl).origin;
const GITHUB = { provider: 'github' as const, did: 'z1githubDid', showProvider: 'alice-gh' };

/** The oauth-login window as the page sees it, opened by every window.open from now on. */
function fakePopup() {
  const popup = createFakePopup(POPUP.oauthName);
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: unknown) => postToPage(data, APP_ORIGIN, popup);
  return { popup, open, post };
}

/** A signed-in page offering Google and GitHub, as the demo's profile page renders it. */
async function profileOf(user: SessionUser) {
  const server = createFakeApi(user);
  server.setOAuthProviders([
    { provider: 'google', order: 0 },
    { provider: 'github', order: 1 },
  ]);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie">
      <ConnectedAccounts />
    </SessionProvider>,
  );
  const list = await screen.findByRole('region', { name: 'Connected accounts' });
  return { server, list, tokens };
}

describe('ConnectedAccounts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the offered providers with the linked account and Unbind, or Bind', async () => {
    const { list } = await profileOf(makeUser({ connectedAccounts: [GITHUB] }));
    const [google, github] = within(list).getAllByRole('listitem');
    expect(google?.textContent).toContain('Not connected');
    expect(within(google!).getByRole('button', { name: 'Bind Google' }).textContent).toBe('Bind');
    expect(github?.textContent).toContain('alice-gh');
    expect(within(github!).getByRole('button', { name: 'Unbind GitHub' }).textContent).toBe('Unbind');
  });

  it('binds within the click: opens the popup, posts its grant with the session, reloads it and toasts the message', async () => {
    const { popup, open, post } = fakePopup();
    const { server, list, tokens } = await profileOf(makeUser());
    const bind = within(list).getByRole('button', { name: 'Bind Google' });
    fireEvent.click(bind);
    // No await between the click and window.open, or popup blockers refuse it.
    expect(open).toHaveBeenCalledWith(`${PATHS.oauthLogin}/google?locale=en`, POPUP.oauthName, expect.any(String));
    expect(bind).toHaveProperty('disabled', true);
    expect(bind.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getByRole('button', { name: 'Bind GitHub' })).toHaveProperty('disabled', false);

    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect((await screen.findByRole('status')).textContent).toContain('Bind google succeed');
    expect(await within(list).findByText('alice@google.example')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Unbind Google' })).toHaveProperty('disabled', false);
    const [call] = server.callsTo('POST', `${OAUTH_API_PREFIX}/bind`);
    expect(call?.body).toEqual({ provider: 'google', ...OAUTH_GRANT });
    expect(call?.bearer).toBe(tokens.sessionToken);
    expect(popup.closed).toBe(true);
  });

  it('unbinds, then offers Bind again', async () => {
    const { list } = await profileOf(makeUser({ connectedAccounts: [GITHUB] }));
    const unbind = within(list).getByRole('button', { name: 'Unbind GitHub' });
    fireEvent.click(unbind);
    expect(unbind.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('status')).textContent).toContain('Unbind github succeed');
    expect(await within(list).findByRole('button', { name: 'Bind GitHub' })).toHaveProperty('disabled', false);
  });

  it("toasts the server's refusal, sends the popup to the provider's logout path and frees the button", async () => {
    const { popup, post } = fakePopup();
    const { server, list } = await profileOf(makeUser());
    server.override('POST', `${OAUTH_API_PREFIX}/bind`, (call) => server.fail('oauthAccountLinkedToAnother', call, { provider: 'google' }));
    const bind = within(list).getByRole('button', { name: 'Bind Google' });
    fireEvent.click(bind);
    post({ type: 'authorization_response', provider: 'google', ...OAUTH_GRANT });
    expect((await screen.findByRole('alert')).textContent).toContain('This google account is already linked to another user');
    expect(popup.location.href).toBe(`${PATHS.oauthLogin}/google/logout`);
    expect(bind).toHaveProperty('disabled', false);
    expect(bind.getAttribute('aria-busy')).toBe('false');
  });

  it("toasts 'Failed to open popup' when the browser blocks it", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { server, list } = await profileOf(makeUser());
    fireEvent.click(within(list).getByRole('button', { name: 'Bind Google' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to open popup');
    expect(server.callsTo('POST', `${OAUTH_API_PREFIX}/bind`)).toEqual([]);
  });
});
