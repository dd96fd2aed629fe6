import { createTokenStore } from '@foyer/client';
import { PATHS, type SessionUser } from '@foyer/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-provider.js';
import { createFakeApi, makeUser } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { shortDid } from '../util/short-did.js';
import { ConnectButton } from './connect-button.js';

const api = useSessionTestEnvironment();

async function signedInAs(user: SessionUser, props: Parameters<typeof SessionProvider>[0] = {}) {
  const server = createFakeApi(user);
  vi.stubGlobal('fetch', server.fetch);
  const tokens = server.signIn();
  createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
  render(
    <SessionProvider {...props}>
      <ConnectButton />
    </SessionProvider>,
  );
  const trigger = await screen.findByRole('button', { name: new RegExp(user.fullName) });
  return { server, trigger };
}

describe('ConnectButton signed in: the avatar menu (SPEC §2.14)', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['guest', false],
  ])('shows Dashboard to %s: %s', async (role, dashboard) => {
    const { trigger } = await signedInAs(makeUser({ role }));
    await userEvent.click(trigger);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(dashboard ? ['Dashboard', 'Profile', 'Sign Out'] : ['Profile', 'Sign Out']);
    if (dashboard) expect(screen.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(PATHS.admin);
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(PATHS.user);
  });

  it.each([
    [{ role: 'admin', roleTitle: 'Space Admin' }, 'Space Admin'],
    [{ role: 'member' }, 'MEMBER'],
    [{ role: '' }, 'GUEST'],
  ])('shows the passport title in the role chip, else the role in upper case (%j)', async (fields, chip) => {
    const { trigger } = await signedInAs(makeUser(fields));
    await userEvent.click(trigger);
    expect(screen.getByText(chip).className).toBe('foyer-chip');
  });

  it('names an account that has no name yet by its e-mail, with the DID beneath', async () => {
    const user = makeUser({ fullName: '', email: 'ada@example.com' });
    await signedInAs(user);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for ada@example.com' }));
    expect(screen.getByRole('menu', { name: 'ada@example.com' })).toBeTruthy();
    expect(screen.getByText(shortDid(user.did))).toBeTruthy();
  });

  it('draws initials on a colour from the DID when the user has no picture', async () => {
    const { trigger } = await signedInAs(makeUser({ fullName: 'Bob van Stone' }));
    const avatar = trigger.querySelector('.foyer-avatar') as HTMLElement;
    expect(avatar.textContent).toBe('BS');
    expect(avatar.style.getPropertyValue('--foyer-avatar-hue')).toMatch(/^\d+$/);
  });

  it('shows the avatar image when the user has one', async () => {
    const { trigger } = await signedInAs(makeUser({ avatar: 'https://img.test/a.png' }));
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.png');
  });

  it('is keyboard operable: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = await signedInAs(makeUser({ role: 'owner' }));
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Dashboard'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Sign Out');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Sign Out calls logout and shows the Sign in button', async () => {
    const onLogout = vi.fn();
    const { trigger, server } = await signedInAs(makeUser(), { onLogout });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.callsTo('POST', PATHS.logout)).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(createTokenStore('cookie').getSessionToken()).toBeNull();
  });

  it('speaks Chinese when the locale is zh', async () => {
    const { trigger } = await signedInAs(makeUser({ role: 'owner' }), { locale: 'zh' });
    expect(trigger.getAttribute('aria-label')).toBe('Alice Liddell 的账户菜单');
    await userEvent.click(trigger);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['控制台', '个人资料', '退出登录']);
  });
});

describe('ConnectButton signed out', () => {
  it('shows Sign in (zh: 登录) and opens the connect dialog', async () => {
    render(
      <SessionProvider locale="zh">
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
