import { STORAGE_KEYS } from '@foyer/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.js';
import { useSessionTestEnvironment } from '../test-support/session-test-environment.js';
import { SessionProvider } from './session-provider.js';

useSessionTestEnvironment();

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The OS colour scheme as matchMedia reports it, which the test can flip as a visitor does in the system settings. */
function stubSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const darkListeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === DARK_QUERY && dark;
    },
    addEventListener: (_type: string, listener: () => void) => media === DARK_QUERY && darkListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => media === DARK_QUERY && darkListeners.delete(listener),
  }));
  return {
    darkListeners,
    setDark(next: boolean) {
      dark = next;
      act(() => darkListeners.forEach((listener) => listener()));
    },
  };
}

function renderButton() {
  return render(
    <SessionProvider storageEngine="cookie">
      <ConnectButton />
    </SessionProvider>,
  );
}

/** The theme the stylesheets see on the Sign in button's root. */
const shownTheme = () => screen.getByRole('button', { name: 'Sign in' }).closest('.foyer')?.getAttribute('data-theme');

describe('the theme in effect', () => {
  it('is dark with no stored choice when the system is dark', () => {
    stubSystemScheme(true);
    renderButton();
    expect(shownTheme()).toBe('dark');
  });

  it('follows the system live with no stored choice or a stored system, and stops listening when unmounted', () => {
    for (const stored of [null, 'system', 'blue']) {
      if (stored) localStorage.setItem(STORAGE_KEYS.theme, stored);
      const system = stubSystemScheme(false);
      const { unmount } = renderButton();
      expect(shownTheme()).toBe('light');
      system.setDark(true);
      expect(shownTheme()).toBe('dark');
      system.setDark(false);
      expect(shownTheme()).toBe('light');
      unmount();
      expect(system.darkListeners.size).toBe(0);
    }
  });

  it('keeps a stored light or dark whatever the system says', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    const system = stubSystemScheme(true);
    const { unmount } = renderButton();
    expect(shownTheme()).toBe('light');
    unmount();
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderButton();
    system.setDark(false);
    expect(shownTheme()).toBe('dark');
  });
});
