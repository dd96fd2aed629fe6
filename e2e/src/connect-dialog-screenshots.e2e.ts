import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PATHS, STORAGE_KEYS, type ThemePreference } from '@foyer/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEmail, newAddress, requestCode } from './support/email-steps.js';
import { startDemoStack, type DemoStack } from './support/start-demo-stack.js';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };
const THEMES: ThemePreference[] = ['light', 'dark'];
const CASES = THEMES.flatMap((theme) => (['desktop', 'mobile'] as const).map((viewport) => ({ theme, viewport })));

describe('how the sign-in screens look', () => {
  let stack: DemoStack;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    stack = await startDemoStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function openPage(theme: ThemePreference, viewport: keyof typeof VIEWPORTS, path = '/'): Promise<Page> {
    const context = await stack.newContext({ viewport: VIEWPORTS[viewport] });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    const page = await context.newPage();
    await page.goto(`${stack.url}${path}`);
    return page;
  }

  async function expectWithinWidth(box: Locator, viewport: keyof typeof VIEWPORTS): Promise<void> {
    const bounds = await box.boundingBox();
    expect(bounds?.x).toBeGreaterThanOrEqual(0);
    expect((bounds?.x ?? 0) + (bounds?.width ?? Infinity)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
  }

  const shoot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), animations: 'disabled' });

  it.each(CASES)('the dialog fits a $viewport screen in $theme, at the e-mail and the code step', async ({ theme, viewport }) => {
    const page = await openPage(theme, viewport);
    try {
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await chooseEmail(page);
      const dialog = page.getByRole('dialog');
      await expectWithinWidth(dialog, viewport);
      await shoot(page, `dialog-email-${theme}-${viewport}`);

      await requestCode(page, stack.inbox, newAddress(`look-${theme}-${viewport}`));
      await expectWithinWidth(dialog, viewport);
      await shoot(page, `dialog-code-${theme}-${viewport}`);
    } finally {
      await page.context().close();
    }
  });

  it.each(THEMES)('the login page fits a 375 px screen in %s', async (theme) => {
    const page = await openPage(theme, 'mobile', SERVER_PATHS.loginPage);
    try {
      await chooseEmail(page);
      await expectWithinWidth(page.getByRole('region', { name: /^Sign in/ }), 'mobile');
      await shoot(page, `login-page-${theme}-mobile`);
    } finally {
      await page.context().close();
    }
  });
});
