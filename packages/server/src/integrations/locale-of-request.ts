import { resolveLocale, STORAGE_KEYS, type Locale } from '@foyer/core';
import { cookieValue } from '../http/cookie-value.js';

/**
 * The language of a page's first HTML, chosen as Foyer's widgets choose it in the browser: the one the visitor picked in
 * Foyer's menu (its cookie), else the first their browser asks for (Accept-Language); English when Foyer has no words for it.
 */
export function localeOfRequest(request: { headers: { get(name: string): string | null } }): Locale {
  const picked = cookieValue(request.headers.get('cookie'), STORAGE_KEYS.language);
  const asked = request.headers.get('accept-language')?.split(/[,;]/)[0];
  return resolveLocale(picked ?? asked);
}
