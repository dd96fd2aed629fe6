import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants/preferences.js';

/** The requested locale if the app offers it (`zh-CN` counts as `zh`), else the app's first language. */
export function resolveLocale(input: unknown, languages: readonly Locale[] = LOCALES): Locale {
  const fallback = languages[0] ?? DEFAULT_LOCALE;
  if (typeof input !== 'string') return fallback;
  const requested = input.trim().toLowerCase();
  const primary = requested.split(/[-_]/)[0];
  return languages.find((code) => code === requested) ?? languages.find((code) => code === primary) ?? fallback;
}
