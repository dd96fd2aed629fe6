import { createTokenStore } from '@foyer/client';
import { PATHS, STORAGE_KEYS } from '@foyer/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { LOGIN_TOKEN, MAGIC_TOKEN } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { API_PATHS } from '../util/api-paths.js';
import { SessionProvider } from './session-provider.js';
import { useSession } from './use-session.js';

const api = useSessionTestEnvironment();

function Probe() {
  const { user, initialized, locale, theme } = useSession();
  return <output aria-label="probe">{`${initialized ? 'ready' : 'starting'}:${user?.fullName ?? 'nobody'}:${locale}:${theme}`}</output>;
}

function renderProvider(props: Parameters<typeof SessionProvider>[0] = {}) {
  return render(
    <SessionProvider storageEngine="cookie" {...props}>
      <Probe />
      <ConnectButton />
    </SessionProvider>,
  );
}

const probe = () => screen.getByLabelText('probe').textContent;

describe('SessionProvider in its default HttpOnly-cookie mode', () => {
  const renderDefault = () =>
    render(
      <SessionProvider>
        <Probe />
        <ConnectButton />
      </SessionProvider>,
    );
  /** Every value the page's script can read. */
  const readable = () => [...document.cookie.split(';').map((pair) => pair.split('=').slice(1).join('=')), ...Object.values({ ...localStorage })];

  it('learns the signed-in user from GET /session by the cookie, with no bearer', async () => {
    api().signInWithCookies();
    renderDefault();
    expect(await screen.findByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    const [call] = api().callsTo('GET', PATHS.session);
    expect(call).toMatchObject({ cookieMode: true });
    expect(api().calls.every((sent) => sent.cookieMode)).toBe(true);
  });

  it('signs in by a loginToken and leaves no token where script can read it', async () => {
    history.replaceState(null, '', `/page?loginToken=${LOGIN_TOKEN}`);
    renderDefault();
    await waitFor(() => expect(probe()).toBe('ready:Alice Liddell:en:light'));
    const { sessionToken, refreshToken } = api().httpOnlyJar;
    expect(sessionToken).toBeTruthy();
    expect(readable()).not.toContain(sessionToken);
    expect(readable()).not.toContain(refreshToken);
    expect(document.cookie).toContain(STORAGE_KEYS.sessionWindow);
  });

  it('with a lapsed session cookie but the window left, renews by the refresh cookie', async () => {
    api().signInWithCookies();
    api().httpOnlyJar.sessionToken = null;
    renderDefault();
    await waitFor(() => expect(probe()).toBe('ready:Alice Liddell:en:light'));
    expect(api().callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
  });
});

describe('SessionProvider startup (SPEC §4)', () => {
  it('with a session token, loads the user and shows the avatar', async () => {
    const tokens = api().signIn();
    createTokenStore('cookie').setTokens(tokens.sessionToken, tokens.refreshToken);
    renderProvider();
    expect(await screen.findByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    expect(probe()).toBe('ready:Alice Liddell:en:light');
    expect(api().callsTo('POST', PATHS.refreshSession)).toHaveLength(0);
  });

  it('with only a refresh token, renews the session', async () => {
    document.cookie = `${STORAGE_KEYS.refreshToken}=${api().signIn().refreshToken}; Path=/`;
    renderProvider();
    await waitFor(() => expect(probe()).toBe('ready:Alice Liddell:en:light'));
    expect(api().callsTo('POST', PATHS.refreshSession)).toHaveLength(1);
  });

  it('with no tokens, is initialized signed out and offers Sign in', async () => {
    renderProvider();
    await waitFor(() => expect(probe()).toBe('ready:nobody:en:light'));
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api().callsTo('GET', PATHS.session)).toHaveLength(0);
  });

  it('exchanges a loginToken, applies it and removes it from the URL', async () => {
    history.replaceState(null, '', `/page?loginToken=${LOGIN_TOKEN}&keep=1#top`);
    const onLogin = vi.fn();
    renderProvider({ onLogin });
    await waitFor(() => expect(probe()).toBe('ready:Alice Liddell:en:light'));
    expect(api().callsTo('POST', API_PATHS.loginToken)[0]?.body).toEqual({ loginToken: LOGIN_TOKEN });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/page?keep=1#top');
    await waitFor(() => expect(onLogin).toHaveBeenCalledTimes(1));
    expect(createTokenStore('cookie').getSessionToken()).toBeTruthy();
  });

  it('verifies a magicToken with the e-mail login, then removes it from the URL', async () => {
    history.replaceState(null, '', `/?magicToken=${MAGIC_TOKEN}`);
    const loginEvents = vi.fn();
    function Listener() {
      const { events } = useSession();
      events.on('login', loginEvents);
      return null;
    }
    render(
      <SessionProvider storageEngine="cookie">
        <Listener />
        <ConnectButton />
      </SessionProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    const [call] = api().callsTo('POST', API_PATHS.emailLogin);
    expect(call?.body).toEqual({ action: 'login', magicToken: MAGIC_TOKEN });
    expect(call?.query.get('locale')).toBe('en');
    expect(location.search).toBe('');
    expect(loginEvents).toHaveBeenCalled();
  });

  it('shows a failed magicToken as an error toast and still removes it', async () => {
    history.replaceState(null, '', '/?magicToken=spent');
    renderProvider({ locale: 'zh' });
    expect((await screen.findByRole('alert')).textContent).toContain('此登录链接无效或已过期');
    expect(location.search).toBe('');
    expect(probe()).toBe('ready:nobody:zh:light');
  });

  it('spends a one-time token once under StrictMode', async () => {
    history.replaceState(null, '', `/?magicToken=${MAGIC_TOKEN}`);
    render(
      <StrictMode>
        <SessionProvider storageEngine="cookie">
          <ConnectButton />
        </SessionProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu for Alice Liddell' })).toBeTruthy();
    expect(api().callsTo('POST', API_PATHS.emailLogin)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SessionProvider preferences', () => {
  it('persists the locale in the nf_lang cookie and the theme in localStorage', async () => {
    let session: ReturnType<typeof useSession> | undefined;
    function Grab() {
      session = useSession();
      return null;
    }
    render(
      <SessionProvider storageEngine="cookie">
        <Grab />
      </SessionProvider>,
    );
    await waitFor(() => expect(session?.initialized).toBe(true));
    act(() => {
      session?.setLocale('zh-CN');
      session?.setTheme('dark');
    });
    expect(session?.locale).toBe('zh');
    expect(document.cookie).toContain(`${STORAGE_KEYS.language}=zh`);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('loads the app info', async () => {
    let appName: string | undefined;
    function Grab() {
      appName = useSession().appInfo?.appName;
      return null;
    }
    render(
      <SessionProvider storageEngine="cookie">
        <Grab />
      </SessionProvider>,
    );
    await waitFor(() => expect(appName).toBe('Demo App'));
    expect(api().callsTo('GET', PATHS.appMetadataScript)[0]?.query.get('type')).toBe('json');
  });
});
