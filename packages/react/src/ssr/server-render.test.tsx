// @vitest-environment node
/// <reference types="vite/client" />
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConnectButton, SessionProvider } from '@foyer/react';
import { en } from '../i18n/en.js';
import { makeUser } from '../test-support/fake-api.js';
import { displayName } from '../util/display-name.js';

/** What a Next.js server component renders: the provider (given what the server read of the session) and the button. */
const page = (initialUser?: Parameters<typeof SessionProvider>[0]['initialUser']) =>
  renderToString(createElement(SessionProvider, { initialUser }, createElement(ConnectButton)));

const accountMenu = (name: string) => en.accountMenu.replace('{name}', name);
const signInButton = new RegExp(`<button[^>]*>${en.signIn}</button>`);

/** Every source module of @foyer/react (lazy parts and the gallery too) and @foyer/client, tests and their helpers aside. */
const everyModule = import.meta.glob([
  '../**/*.{ts,tsx}',
  '../../../client/src/**/*.ts',
  '!**/*.test.{ts,tsx}',
  '!**/test-support/**',
  '!**/*.d.ts',
]);

describe('@foyer/react on a server (no DOM)', () => {
  it('imports every module of @foyer/react and @foyer/client without touching a browser global', async () => {
    const paths = Object.keys(everyModule);
    expect(paths.length).toBeGreaterThan(100);
    const failed: string[] = [];
    for (const path of paths) await everyModule[path]!().catch((error: unknown) => failed.push(`${path}: ${String(error)}`));
    expect(failed).toEqual([]);
  });

  it('imports and renders with no window, document, localStorage or matchMedia', () => {
    for (const name of ['window', 'document', 'localStorage', 'matchMedia']) expect(name in globalThis, name).toBe(false);
    expect(() => page()).not.toThrow();
  });

  it('renders the Sign in button when the server found no session', () => {
    const signedOut = page(null);
    expect(signedOut).toMatch(signInButton);
    expect(signedOut).not.toContain('aria-haspopup="menu"');
    // Told there is no session, the button is ready at once instead of waiting for the browser to look.
    expect(signedOut).not.toMatch(/<button[^>]*disabled/);
  });

  it('renders the signed-in account menu, not Sign in, when the server read the session', () => {
    const user = makeUser({ fullName: 'Alice Liddell' });
    const signedIn = page(user);
    expect(signedIn).toContain(`aria-label="${accountMenu(displayName(user))}"`);
    expect(signedIn).toContain('aria-haspopup="menu"');
    expect(signedIn).not.toContain(`>${en.signIn}<`);
  });

  it('without an initial session renders a waiting Sign in button, as a client-only app starts', () => {
    const unknown = page();
    expect(unknown).toMatch(signInButton);
    expect(unknown).toMatch(/<button[^>]*disabled=""/);
  });
});
