import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseEmail } from './support/email-steps.js';
import type { DemoStack } from './support/start-demo-stack.js';
import { useDemoPage } from './support/use-demo-page.js';

describe('the sign-in dialog follows the system look and motion settings', () => {
  let stack: DemoStack;
  let page: Page;
  useDemoPage((current) => ({ stack, page } = current));

  /** The demo, in a fresh browser (nothing stored) with the given system settings, with the sign-in dialog open. */
  async function openDialog(media: Parameters<Page['emulateMedia']>[0]): Promise<Locator> {
    await page.emulateMedia(media);
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Mean of the red, green and blue of the dialog's computed background, 0 (black) to 255 (white). */
  const backgroundLightness = (dialog: Locator) =>
    dialog.evaluate((element) => {
      const channels = getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g)?.slice(0, 3).map(Number) ?? [];
      return channels.reduce((sum, channel) => sum + channel, 0) / channels.length;
    });

  /** The longest transition or running animation on the dialog or anything in it, in seconds. */
  const longestMotion = (dialog: Locator) =>
    dialog.evaluate((root) =>
      Math.max(
        ...[root, ...root.querySelectorAll('*')].flatMap((element) => {
          const style = getComputedStyle(element);
          const seconds = (list: string) => list.split(',').map((duration) => parseFloat(duration));
          return [...seconds(style.transitionDuration), ...(style.animationName === 'none' ? [] : seconds(style.animationDuration))];
        }),
      ),
    );

  it('is dark in a browser whose system is dark, and turns light when the system does', async () => {
    const dialog = await openDialog({ colorScheme: 'dark' });
    expect(await dialog.getAttribute('data-theme')).toBe('dark');
    expect(await backgroundLightness(dialog)).toBeLessThan(64);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => dialog.getAttribute('data-theme')).toBe('light');
    expect(await backgroundLightness(dialog)).toBeGreaterThan(192);
  });

  it('keeps still when the system asks for reduced motion, and eases its buttons otherwise', async () => {
    /** The longest motion at the e-mail step, whose Send code button eases its colour on hover. */
    async function motionAtEmailStep(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
      const dialog = await openDialog({ reducedMotion });
      await chooseEmail(page);
      return longestMotion(dialog);
    }
    expect(await motionAtEmailStep('no-preference')).toBeGreaterThan(0);
    expect(await motionAtEmailStep('reduce')).toBe(0);
  });
});
