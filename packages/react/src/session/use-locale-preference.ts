import { resolveLocale, type Locale } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie.js';

/** The host's locale prop wins; else the nf_lang cookie, else the browser's language (SPEC §5: fallback en). */
export function useLocalePreference(requested: string | undefined): { locale: Locale; setLocale(locale: string): void } {
  const [locale, setLocaleState] = useState(() => resolveLocale(requested ?? readLanguageCookie() ?? navigator.language));
  const setLocale = useCallback((next: string) => {
    const resolved = resolveLocale(next);
    writeLanguageCookie(resolved);
    setLocaleState(resolved);
  }, []);
  useEffect(() => {
    if (requested) setLocaleState(resolveLocale(requested));
  }, [requested]);
  return { locale, setLocale };
}
