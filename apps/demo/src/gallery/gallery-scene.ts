import type { Locale, Theme } from '@foyer/core';

/** What every state is drawn in: the language and the theme the query asked for. */
export interface GalleryScene {
  locale: Locale;
  theme: Theme;
}
