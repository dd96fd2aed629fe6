import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with nothing that calls home during a test.
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let shared: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched on first use and shared by every file the worker runs, each test in a context of its
 * own. Playwright kills it when the worker exits; one that crashed or failed to start is launched anew for the next file.
 */
export function sharedChromium(): Promise<Browser> {
  if (!shared) {
    shared = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    shared.then(
      (browser) => browser.on('disconnected', () => (shared = undefined)),
      () => (shared = undefined),
    );
  }
  return shared;
}
