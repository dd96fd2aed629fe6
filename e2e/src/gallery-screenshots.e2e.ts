import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryScene } from '../../apps/demo/src/gallery/gallery-scene.js';
import { GALLERY_PATH, GALLERY_STATES } from '../../apps/demo/src/gallery/gallery-states.js';
import { compareWithCommitted } from './support/compare-screenshot.js';
import { showGalleryState } from './support/gallery-page.js';
import { startDemoStack, type DemoStack } from './support/start-demo-stack.js';

// A phone, so the connect dialog shows as its drawer; the desktop layouts are walked by gallery.e2e.ts.
const VIEWPORT = { width: 375, height: 720 };
const SCENES: GalleryScene[] = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'en' },
  { theme: 'light', locale: 'zh' },
];
// One moment, zone and language for every run, so times and countdowns draw the same.
const NOW = new Date('2026-03-14T09:26:53Z');
const TIME_WIDGET = GALLERY_STATES.find(({ id }) => id === 'time-widget')!;

describe('the gallery looks as its committed pictures', () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startDemoStack({ env: { NODE_ENV: 'development' } });
    context = await stack.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });
    await context.clock.setFixedTime(NOW);
    page = await context.newPage();
    await page.goto(`${stack.url}${GALLERY_PATH}`);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it.each(GALLERY_STATES)('$id: light, dark and Chinese at 375 px', async (state) => {
    const changes: string[] = [];
    for (const scene of SCENES) {
      await showGalleryState(page, state, scene);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const change = await compareWithCommitted(shot, `${state.id}-${scene.theme}-${scene.locale}`);
      if (change) changes.push(change);
    }
    expect(changes).toEqual([]);
  });
});

describe('dates and times: in the language Foyer speaks and the zone of the browser, through Intl', () => {
  let stack: DemoStack;

  beforeAll(async () => {
    stack = await startDemoStack({ env: { NODE_ENV: 'development' } });
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** The time widget's four modes (relative, absolute, UTC, combined) as shown in `locale` by a browser in `timezoneId`. */
  async function timeTexts(locale: 'en' | 'zh', timezoneId: string): Promise<string[]> {
    const context = await stack.newContext({ timezoneId });
    await context.clock.setFixedTime(NOW);
    const page = await context.newPage();
    await page.goto(`${stack.url}${GALLERY_PATH}`);
    await showGalleryState(page, TIME_WIDGET, { theme: 'light', locale });
    const texts = await page.locator('section#time-widget time').allInnerTexts();
    await context.close();
    return texts;
  }

  it('shows five minutes before 09:26 UTC in Shanghai in Chinese, and in New York in English', async () => {
    expect(await timeTexts('zh', 'Asia/Shanghai')).toEqual(['5分钟前', '2026年3月14日 GMT+8 17:21', '2026年3月14日 UTC 09:21', '5分钟前（2026年3月14日 GMT+8 17:21）']);
    expect(await timeTexts('en', 'America/New_York')).toEqual(['5 minutes ago', 'Mar 14, 2026, 05:21 AM EDT', 'Mar 14, 2026, 09:21 AM UTC', '5 minutes ago (Mar 14, 2026, 05:21 AM EDT)']);
  });
});
