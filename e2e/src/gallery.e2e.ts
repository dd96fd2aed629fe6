import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS } from '@foyer/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PATH, GALLERY_STATES } from '../../apps/demo/src/gallery/gallery-states.js';
import { axeViolations, dialogPlacement, englishText, horizontalOverflow, injectAxe } from './support/gallery-checks.js';
import { showGalleryState } from './support/gallery-page.js';
import { startDemoStack, type DemoStack } from './support/start-demo-stack.js';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;
const NARROWEST = 320;
const HEIGHT = 800;
// SPEC §2: the connect flow is a bottom drawer on a screen up to the mobile breakpoint.
const DRAWER_WIDEST = BREAKPOINTS.mobile;
// The connect dialog's states (the standalone page is not a dialog).
const CONNECT_DIALOG_STATES = GALLERY_STATES.filter(({ id }) => /^(connect|status)-/.test(id) && id !== 'connect-page');
const DEMO_ASSETS = fileURLToPath(new URL('../../apps/demo/dist/assets/', import.meta.url));

describe('the gallery: every screen and widget in each state', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The gallery is served in development only.
    stack = await startDemoStack({ env: { NODE_ENV: 'development' } });
    // Still, so nothing is caught half faded in; the reduced-motion look is one the gallery must pass too.
    context = await stack.newContext({ reducedMotion: 'reduce' });
    await injectAxe(context);
    page = await context.newPage();
    await page.goto(`${stack.url}${GALLERY_PATH}`);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it.each(GALLERY_STATES)('$id: no serious or critical axe violation in light and dark at 1280 and 375 px, no sideways scroll at 320 px', async (state) => {
    const problems: string[] = [];
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await showGalleryState(page, state, { theme, locale: 'en' });
        problems.push(...(await axeViolations(page)).map((violation) => `${theme} ${width}px: ${violation}`));
      }
    }
    await page.setViewportSize({ width: NARROWEST, height: HEIGHT });
    await showGalleryState(page, state, { theme: 'light', locale: 'en' });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`${NARROWEST}px: scrolls ${overflow}px sideways`);
    expect(problems, state.id).toEqual([]);
  });

  it.each(CONNECT_DIALOG_STATES)('$id: a bottom drawer up to 640 px wide, a centred dialog above', async (state) => {
    const placements: Record<number, string> = {};
    for (const width of [DRAWER_WIDEST, 375, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await showGalleryState(page, state, { theme: 'light', locale: 'en' });
      placements[width] = await dialogPlacement(page.getByRole('dialog'));
    }
    expect(placements, state.id).toEqual({ [DRAWER_WIDEST]: 'drawer', 375: 'drawer', 1280: 'centred' });
  });

  it.each(GALLERY_STATES)('$id: shows no English in Chinese', async (state) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await showGalleryState(page, state, { theme: 'light', locale: 'zh' });
    expect(await englishText(page), state.id).toEqual([]);
  });
});

describe('the gallery in production', () => {
  let stack: DemoStack;

  beforeAll(async () => {
    stack = await startDemoStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is not served: its path answers with the demo app, its script is not found', async () => {
    const page = await (await fetch(`${stack.url}${GALLERY_PATH}`)).text();
    expect(page).toBe(await (await fetch(stack.url)).text());
    const script = readdirSync(DEMO_ASSETS).find((file) => file.startsWith('gallery-'));
    expect(script).toBeDefined();
    expect((await fetch(`${stack.url}/assets/${script}`)).status).toBe(404);
  });
});
