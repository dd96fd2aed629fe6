import { resolveLocale, type Theme } from '@foyer/core';
import type { GalleryScene } from './gallery-scene.js';
import { GALLERY_QUERY, GALLERY_STATES, type GalleryState } from './gallery-states.js';

export interface GalleryView {
  scene: GalleryScene;
  /** The one state asked for; none shows the index. */
  state?: GalleryState;
}

/** The gallery's query: light unless `theme=dark`, English unless `locale=zh`. */
export function readGalleryQuery(search: string): GalleryView {
  const query = new URLSearchParams(search);
  const theme: Theme = query.get(GALLERY_QUERY.theme) === 'dark' ? 'dark' : 'light';
  const locale = resolveLocale(query.get(GALLERY_QUERY.locale) ?? 'en');
  const state = GALLERY_STATES.find(({ id }) => id === query.get(GALLERY_QUERY.state));
  return { scene: { locale, theme }, state };
}

/** The gallery's address for `state` (or the index) in `scene`. */
export function galleryHref(scene: GalleryScene, state?: GalleryState): string {
  const query = new URLSearchParams({ ...(state && { [GALLERY_QUERY.state]: state.id }), [GALLERY_QUERY.theme]: scene.theme, [GALLERY_QUERY.locale]: scene.locale });
  return `?${query}`;
}
