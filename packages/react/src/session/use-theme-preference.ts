import { resolveTheme, STORAGE_KEYS, type Theme, type ThemePreference } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { useStoredPreference } from './use-stored-preference.js';
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
  const stored = useStoredPreference(readStoredTheme);
  const [chosen, setChosen] = useState<ThemePreference>();
  const setTheme = useCallback((next: string) => {
    const resolved = resolveTheme(next);
    storeTheme(resolved);
    setChosen(resolved);
  }, []);
  // A new theme prop wins over an earlier choice.
  useEffect(() => {
    if (requested) setChosen(undefined);
  }, [requested]);
  const preference = resolveTheme(chosen ?? requested ?? stored);
  const systemDark = useSystemDark();
  const theme = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  return { theme, setTheme };
}
