import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PATH, GALLERY_QUERY, GALLERY_STATES, type GalleryState } from '../../apps/demo/src/gallery/gallery-states.js';
import { axeViolations, englishText, horizontalOverflow, injectAxe } from './support/gallery-checks.js';
import { startDemoStack, type DemoStack } from './support/start-demo-stack.js';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;
const NARROWEST = 320;
const HEIGHT = 800;
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

  /** Moves the one page to `state` in place (no reload) and waits until it has drawn. */
  async function show(state: GalleryState, theme: (typeof THEMES)[number], locale: 'en' | 'zh'): Promise<void> {
    const search = `?${new URLSearchParams({ [GALLERY_QUERY.state]: state.id, [GALLERY_QUERY.theme]: theme, [GALLERY_QUERY.locale]: locale })}`;
    // The storage-access prompt follows the system's colour scheme, as the live page does.
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((next) => {
      history.replaceState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, search);
    await page.locator(`section#${state.id}[data-scene="${theme} ${locale}"]`).waitFor();
    await page.locator(state.ready).first().waitFor();
  }

  it.each(GALLERY_STATES)('$id: no serious or critical axe violation in light and dark at 1280 and 375 px, no sideways scroll at 320 px', async (state) => {
    const problems: string[] = [];
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await show(state, theme, 'en');
        problems.push(...(await axeViolations(page)).map((violation) => `${theme} ${width}px: ${violation}`));
      }
    }
    await page.setViewportSize({ width: NARROWEST, height: HEIGHT });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`${NARROWEST}px: scrolls ${overflow}px sideways`);
    expect(problems, state.id).toEqual([]);
  });

  it.each(GALLERY_STATES)('$id: shows no English in Chinese', async (state) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await show(state, 'light', 'zh');
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
