import { resolveLocale, STORAGE_KEYS, type Locale } from '@foyer/core';
import type { RequestLike } from '@foyer/server';

const PICKED = new RegExp(`(?:^|;\\s*)${STORAGE_KEYS.language}=([^;]*)`);

/**
 * The language of a page's first HTML, chosen as Foyer's widgets choose it in the browser: the one the visitor picked in
 * Foyer's menu (its cookie), else the first their browser asks for (Accept-Language); English when Foyer has no words for it.
 */
export function localeOf(request: RequestLike): Locale {
  const picked = request.headers.get('cookie')?.match(PICKED)?.[1];
  const asked = request.headers.get('accept-language')?.split(/[,;]/)[0];
  return resolveLocale(picked ?? asked);
}
