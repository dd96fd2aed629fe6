import type { Page } from 'playwright-core';
import { galleryHref } from '../../../apps/demo/src/gallery/gallery-query.js';
import type { GalleryScene } from '../../../apps/demo/src/gallery/gallery-scene.js';
import type { GalleryState } from '../../../apps/demo/src/gallery/gallery-states.js';

/** Moves the gallery's page to `href` in place, as the gallery follows its address (replaceState and a popstate). */
function moveTo(page: Page, href: string): Promise<void> {
  return page.evaluate((next) => {
    history.replaceState(null, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/**
 * Shows `state` in `scene` on the gallery's page without reloading, and waits until it has drawn. It passes through
 * the index first, so the state mounts anew at the page's current width and picks its layout (dialog or drawer) there.
 */
export async function showGalleryState(page: Page, state: GalleryState, scene: GalleryScene): Promise<void> {
  // The storage-access prompt follows the system's colour scheme, as the live page does.
  await page.emulateMedia({ colorScheme: scene.theme });
  await moveTo(page, galleryHref(scene));
  await page.locator('main > ul a').first().waitFor();
  await moveTo(page, galleryHref(scene, state));
  await page.locator(`section#${state.id}[data-scene="${scene.theme} ${scene.locale}"]`).waitFor();
  await page.locator(state.ready).first().waitFor();
}
