import { createTokenStore, type SessionTokens } from '@foyer/client';
import type { SessionUser } from '@foyer/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { SessionProvider, type SessionProviderProps } from '../../session/session-provider.js';
import { createFakeApi, type FakeApi } from '../../test-support/fake-api.js';
import { displayName } from '../../util/display-name.js';
import { ConnectButton } from '../connect-button.js';

/** A page with the ConnectButton, signed in as `user` on the fake server; `prepare` sets the server up before the page loads. */
export async function renderSignedIn(
  user: SessionUser,
  { props = {}, prepare }: { props?: SessionProviderProps; prepare?(server: FakeApi): void } = {},
): Promise<{ server: FakeApi; tokens: SessionTokens; trigger: HTMLElement }> {
  const server = createFakeApi(user);
  prepare?.(server);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider storageEngine="cookie" {...props}>
      <ConnectButton />
    </SessionProvider>,
  );
  const trigger = await screen.findByRole('button', { name: new RegExp(displayName(user)) });
  return { server, tokens, trigger };
}

/** Opens the avatar menu of whoever is signed in and waits until its saved accounts have loaded. */
export async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
  const menu = await screen.findByRole('menu', { name });
  await vi.waitFor(() => {
    if (within(menu).getByRole('group', { name: 'Other accounts' }).getAttribute('aria-busy') === 'true') throw new Error('accounts still loading');
  });
  return menu;
}

/** The names of the menu's items, in order. */
export const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);
