import { act, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { STORAGE_KEYS } from '@foyer/core';
import { en } from '../i18n/en.js';
import { zh } from '../i18n/zh.js';
import { SessionProvider } from '../session/session-provider.js';
import { makeUser } from '../test-support/fake-api.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { displayName } from '../util/display-name.js';

const api = useSessionTestEnvironment();
const user = makeUser();
const menuLabel = en.accountMenu.replace('{name}', displayName(user));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML for a page given `initialUser`, then the browser hydrating it; every state the button shows on the way. */
async function serveAndHydrate(initialUser: typeof user | null) {
  const app = () => createElement(SessionProvider, { initialUser }, createElement(ConnectButton));
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.append(container);
  const seen: string[] = [];
  const look = () => {
    const button = container.querySelector('button');
    seen.push(button?.getAttribute('aria-label') ?? button?.textContent ?? '');
  };
  look();
  const observer = new MutationObserver(look);
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
  const hydrationErrors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, app(), { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
  return { container, seen, hydrationErrors, stop: () => observer.disconnect() };
}

describe('a page rendered signed in on the server, hydrated in the browser', () => {
  it('shows the account menu from the first HTML on, never Sign in, and hydrates without a mismatch', async () => {
    api().signInWithCookies();
    const page = await serveAndHydrate(user);
    expect(page.seen[0]).toBe(menuLabel);
    // The browser restores the same session from its cookies.
    await waitFor(() => expect(api().calls.some((call) => call.path.endsWith('/session'))).toBe(true));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    page.stop();
    expect(page.seen.every((label) => label === menuLabel)).toBe(true);
    expect(page.container.querySelector('button')?.getAttribute('aria-label')).toBe(menuLabel);
    expect(page.hydrationErrors).toEqual([]);
  });

  it('signed out on the server: the ready Sign in button, kept when the browser has no session either', async () => {
    const page = await serveAndHydrate(null);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    page.stop();
    expect(page.seen.every((label) => label === en.signIn)).toBe(true);
    expect(page.container.querySelector('button')?.disabled).toBe(false);
    expect(page.hydrationErrors).toEqual([]);
  });

  it('a session the server saw but the browser can no longer restore ends in Sign in', async () => {
    const page = await serveAndHydrate(user);
    expect(page.seen[0]).toBe(menuLabel);
    await waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe(en.signIn));
    page.stop();
  });

  it("applies the visitor's stored language and theme right after hydration, without a mismatch (a server cannot read them)", async () => {
    document.cookie = `${STORAGE_KEYS.language}=zh; Path=/`;
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    const page = await serveAndHydrate(null);
    expect(page.seen[0]).toBe(en.signIn);
    await waitFor(() => expect(page.container.querySelector('button')?.textContent).toBe(zh.signIn));
    expect(page.container.querySelector('.foyer-connect-button')?.getAttribute('data-theme')).toBe('dark');
    page.stop();
    expect(page.hydrationErrors).toEqual([]);
  });
});
