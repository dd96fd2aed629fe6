import { createTokenStore } from '@foyer/client';
import { PATHS, SIZES } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-provider.js';
import { makeUser } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { shortDid } from '../util/short-did.js';
import { ConnectButton } from './connect-button.js';
import { itemNames, openMenu, renderSignedIn } from './test-support/render-signed-in.js';

const api = useSessionTestEnvironment();
const WALLET = { walletDid: 'z1walletOfAlice00000' };

describe('ConnectButton signed in: the avatar menu (SPEC §2.14)', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['guest', false],
  ])('shows Dashboard to %s: %s', async (role, dashboard) => {
    await renderSignedIn(makeUser({ role, ...WALLET }));
    const menu = await openMenu('Alice Liddell');
    const chip = role.toUpperCase();
    const rest = ['Add another account', ...(dashboard ? ['Dashboard'] : []), 'Profile', 'Storage spaceDisconnected', 'Sign Out'];
    expect(itemNames(menu)).toEqual([chip, ...rest]);
    if (dashboard) expect(within(menu).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(PATHS.admin);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(PATHS.user);
  });

  it.each([
    [{ role: 'admin', roleTitle: 'Space Admin' }, 'Space Admin'],
    [{ role: 'member' }, 'MEMBER'],
    [{ role: '' }, 'GUEST'],
  ])('shows the passport title in the role chip, else the role in upper case (%j)', async (fields, chip) => {
    await renderSignedIn(makeUser(fields));
    await openMenu('Alice Liddell');
    expect(screen.getByRole('menuitem', { name: `${chip}, switch passport` }).textContent).toBe(chip);
  });

  it("names the storage space when one is connected, else says 'Disconnected', and links to the storage page", async () => {
    await renderSignedIn(makeUser({ didSpace: { did: 'z1space', name: 'Alice’s Space' } }));
    await openMenu('Alice Liddell');
    const row = screen.getByRole('menuitem', { name: /^Storage space/ });
    expect(row.textContent).toBe('Storage spaceAlice’s Space');
    expect(row.getAttribute('href')).toBe(PATHS.userDidSpaces);
  });

  it('names an account that has no name yet by its e-mail, with the DID beneath', async () => {
    const user = makeUser({ fullName: '', email: 'ada@example.com' });
    await renderSignedIn(user);
    const menu = await openMenu('ada@example.com');
    expect(within(menu).getByText(shortDid(user.did))).toBeTruthy();
    expect(menu.getAttribute('aria-describedby')).toBe(within(menu).getByText(shortDid(user.did)).id);
  });

  it('shows a generated image for a user without a picture, 24 px on the button and 48 px in the menu', async () => {
    const { trigger } = await renderSignedIn(makeUser({ fullName: 'Bob van Stone' }));
    const small = trigger.querySelector('svg.foyer-user-avatar');
    expect(small?.getAttribute('width')).toBe(String(SIZES.avatar));
    const menu = await openMenu('Bob van Stone');
    expect(menu.querySelector('.foyer-menu__header svg.foyer-user-avatar')?.getAttribute('width')).toBe(String(SIZES.menuAvatar));
  });

  it('shows the avatar image when the user has one', async () => {
    const { trigger } = await renderSignedIn(makeUser({ avatar: 'https://img.test/a.png' }));
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.png');
  });

  it('is keyboard operable across every item: arrows and Home/End move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderSignedIn(makeUser({ role: 'owner' }), { prepare: (server) => server.saveSession({ did: 'z1bob', fullName: 'Bob' }) });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('OWNER'));
    await screen.findByRole('menuitem', { name: /^Bob/ });
    const visited = [document.activeElement?.textContent];
    for (let step = 0; step < 7; step++) {
      await user.keyboard('{ArrowDown}');
      visited.push(document.activeElement?.textContent);
    }
    expect(visited).toEqual([
      'OWNER',
      `Bob${shortDid('z1bob')}`,
      'Add another account',
      'Connect your DID Wallet for enhanced security',
      'Dashboard',
      'Profile',
      'Storage spaceDisconnected',
      'Sign Out',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('OWNER');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Sign Out');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('OWNER');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Sign Out with no other saved account signs out: the Sign in button shows and the tokens are gone', async () => {
    const onLogout = vi.fn();
    const { server } = await renderSignedIn(makeUser(), { props: { onLogout } });
    await openMenu('Alice Liddell');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.callsTo('POST', PATHS.logout)).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(createTokenStore('cookie').getSessionToken()).toBeNull();
  });

  it('speaks Chinese when the locale is zh, the role chip included', async () => {
    const { trigger } = await renderSignedIn(makeUser({ role: 'owner' }), { props: { locale: 'zh' } });
    expect(trigger.getAttribute('aria-label')).toBe('Alice Liddell 的账户菜单');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByText('加载中…')).toBeNull());
    expect(itemNames(screen.getByRole('menu'))).toEqual(['所有者', '添加其他账户', '连接你的 DID 钱包以增强安全性', '控制台', '个人资料', '存储空间未连接', '退出登录']);
    expect(screen.getByRole('group', { name: '其他账户' })).toBeTruthy();
  });
});

describe('ConnectButton signed out', () => {
  it('shows Sign in (zh: 登录) and opens the connect dialog', async () => {
    render(
      <SessionProvider storageEngine="cookie" locale="zh">
        <ConnectButton />
      </SessionProvider>,
    );
    const button = await screen.findByRole('button', { name: '登录' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '登录 Demo App' })).toBeTruthy();
    expect(api().calls.length).toBeGreaterThan(0);
  });
});
