import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { recordBrowserLog } from './browser-log.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './launch-chromium.js';

/** Chromium's own "Third-party cookies" setting (`profile.cookie_controls_mode`): 0 allows them, 1 blocks them. */
const COOKIE_CONTROLS_MODE = { allowed: 0, blocked: 1 } as const;

export type ThirdPartyCookies = keyof typeof COOKIE_CONTROLS_MODE;

/** One Chromium on a fresh profile: its one context, and a close that ends that Chromium and deletes the profile. */
export interface Profile {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Third-party cookies set in the profile's preferences as a person sets them in Chromium's settings, the switch
 * Chromium 156 obeys; `--test-third-party-cookie-phaseout` no longer changes anything there.
 */
export async function launchProfile(thirdPartyCookies: ThirdPartyCookies): Promise<Profile> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-profile-'));
  const removeProfile = () => rm(userDataDir, { recursive: true, force: true });
  try {
    await mkdir(join(userDataDir, 'Default'));
    const preferences = { profile: { cookie_controls_mode: COOKIE_CONTROLS_MODE[thirdPartyCookies] } };
    await writeFile(join(userDataDir, 'Default', 'Preferences'), JSON.stringify(preferences));
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // Time runs as usual on its pages, and a step may skip ahead past a pause of the UI (skipSuccessPause).
    await context.clock.install();
    recordBrowserLog(context);
    return {
      context,
      async close() {
        await context.close();
        await removeProfile();
      },
    };
  } catch (error) {
    await removeProfile();
    throw error;
  }
}
