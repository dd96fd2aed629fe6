import { resolveTheme, STORAGE_KEYS, type Theme, type ThemePreference } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { useSystemDark } from './use-system-dark.js';

function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme);
  } catch {
    return null;
  }
}

function storeTheme(theme: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
}

/** The theme in effect: the requested or stored choice, or the OS colour scheme when that choice is 'system' or none. */
export function useThemePreference(requested: string | undefined): { theme: Theme; setTheme(theme: string): void } {
  const [preference, setPreference] = useState(() => resolveTheme(requested ?? readStoredTheme()));
  const setTheme = useCallback((next: string) => {
    const resolved = resolveTheme(next);
    storeTheme(resolved);
    setPreference(resolved);
  }, []);
  useEffect(() => {
    if (requested) setPreference(resolveTheme(requested));
  }, [requested]);
  const systemDark = useSystemDark();
  const theme = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  return { theme, setTheme };
}
