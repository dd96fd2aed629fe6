import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium, headless, with nothing that calls home during a test.
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
}
