import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with nothing that calls home during a test.
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
