import { resolveLocale, type Locale } from '@foyer/core';
import { useCallback, useEffect, useState } from 'react';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie.js';
import { useStoredPreference } from './use-stored-preference.js';

const storedLanguage = () => readLanguageCookie() ?? navigator.language;

/** The host's locale prop wins; else the nf_lang cookie, else the browser's language (SPEC §5: fallback en). */
export function useLocalePreference(requested: string | undefined): { locale: Locale; setLocale(locale: string): void } {
  const stored = useStoredPreference(storedLanguage);
  const [chosen, setChosen] = useState<string>();
  const setLocale = useCallback((next: string) => {
    const resolved = resolveLocale(next);
    writeLanguageCookie(resolved);
    setChosen(resolved);
  }, []);
  // A new locale prop wins over an earlier choice.
  useEffect(() => {
    if (requested) setChosen(undefined);
  }, [requested]);
  return { locale: resolveLocale(chosen ?? requested ?? stored), setLocale };
}
