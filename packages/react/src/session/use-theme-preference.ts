import { resolveTheme, STORAGE_KEYS, type ThemePreference } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';

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

export function useThemePreference(requested: string | undefined): { theme: ThemePreference; setTheme(theme: string): void } {
  const [theme, setThemeState] = useState(() => resolveTheme(requested ?? readStoredTheme()));
  const setTheme = useCallback((next: string) => {
    const resolved = resolveTheme(next);
    storeTheme(resolved);
    setThemeState(resolved);
  }, []);
  useEffect(() => {
    if (requested) setThemeState(resolveTheme(requested));
  }, [requested]);
  return { theme, setTheme };
}
