import { PATHS, SERVER_PATHS } from '@foyer/core';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeLabels } from '../../packages/server/pages/authorize-labels.js';
import { consoleLabels } from '../../packages/server/pages/console-labels.js';
import { passportLabel } from '../../packages/server/pages/passport-page-labels.js';
import { webWalletLabels } from '../../packages/server/pages/web-wallet-labels.js';
import { OIDC_PATHS } from '../../packages/server/src/features/oidc/oidc-paths.js';
import { signedInDid } from './support/account-steps.js';
import { chooseEmail, newAddress, requestCode, typeCode } from './support/email-steps.js';
import { axeViolations, horizontalOverflow, injectAxe } from './support/gallery-checks.js';
import { callApiOk, signInOverHttp } from './support/http-steps.js';
import { startDemoStack, type DemoStack } from './support/start-demo-stack.js';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;
const NARROWEST = 320;
const HEIGHT = 800;
const CONSENT = authorizeLabels('en');
const WALLET = webWalletLabels('en');

// A page drawn dark has a background darker than this, on the 0 (black) to 255 (white) mean of its channels.
const DARK_BELOW = 64;

/** How light the page's own background is: the first of body and root that paints one, 0 (black) to 255 (white). */
const pageLightness = (page: Page) =>
  page.evaluate(() => {
    const painted = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(colour));
    const channels = painted?.match(/\d+(\.\d+)?/g)?.slice(0, 3).map(Number) ?? [255, 255, 255];
    return Math.round(channels.reduce((sum, channel) => sum + channel, 0) / 3);
  });

/** The page's lightness once it has followed a change of scheme (a React page redraws on the media query's event), or after a second. */
async function settledLightness(page: Page, colorScheme: (typeof THEMES)[number]): Promise<number> {
  const deadline = Date.now() + 1_000;
  let lightness = await pageLightness(page);
  while ((colorScheme === 'dark') !== lightness < DARK_BELOW && Date.now() < deadline) {
    await page.waitForTimeout(50);
    lightness = await pageLightness(page);
  }
  return lightness;
}

/** One of the server's pages in one state: `show` brings it up from where the walk before left the browser, and gives the page to check. */
interface ServerPageState {
  id: string;
  show(): Promise<Page>;
}

describe("the server's own pages: dark when the system is, no serious or critical axe violation in light and dark at 1280 and 375 px, no sideways scroll at 320 px", () => {
  let stack: DemoStack;
  let context: BrowserContext;
  let page: Page;
  let ownerToken: string;

  beforeAll(async () => {
    stack = await startDemoStack();
    // The app's first user owns it: the owner hands out passports, and the person walking the pages holds none of their own.
    ownerToken = await signInOverHttp(stack.url, stack.inbox, newAddress('owner'));
    // Still, so nothing is caught half faded in between two colour schemes.
    context = await stack.newContext({ reducedMotion: 'reduce' });
    await injectAxe(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** Every problem of `on` as it stands, each naming the page, theme, width, rule and element. */
  async function problemsOf(id: string, on: Page): Promise<string[]> {
    const problems: string[] = [];
    for (const colorScheme of THEMES) {
      // The pages follow the system's colour scheme, so the emulated one is their theme.
      await on.emulateMedia({ colorScheme });
      const lightness = await settledLightness(on, colorScheme);
      if ((colorScheme === 'dark') !== lightness < DARK_BELOW) problems.push(`${id}, ${colorScheme}: the page's background is ${lightness} of 255 light`);
      for (const width of WIDTHS) {
        await on.setViewportSize({ width, height: HEIGHT });
        problems.push(...(await axeViolations(on)).map((violation) => `${id}, ${colorScheme} ${width}px: ${violation}`));
      }
    }
    await on.emulateMedia({ colorScheme: 'light' });
    await on.setViewportSize({ width: NARROWEST, height: HEIGHT });
    const overflow = await horizontalOverflow(on);
    if (overflow > 0) problems.push(`${id}, ${NARROWEST}px: scrolls ${overflow}px sideways`);
    return problems;
  }

  // In walking order: signed out first, then signed in to Notes through Foyer's login and consent, then signing out.
  const STATES: ServerPageState[] = [
    {
      id: 'login page, signed out',
      async show() {
        await page.goto(`${stack.url}${SERVER_PATHS.loginPage}`);
        await chooseEmail(page);
        return page;
      },
    },
    {
      id: 'issue-passport page, a link that is not valid',
      async show() {
        await page.goto(`${stack.url}${SERVER_PATHS.issuePassportPage}?token=not-a-passport-link`);
        await page.getByRole('alert').waitFor();
        await page.getByRole('heading', { level: 1, name: passportLabel('en', 'unusableHeading') }).waitFor();
        return page;
      },
    },
    {
      id: 'issue-passport page, the offer',
      async show() {
        const { url } = await callApiOk<{ url: string }>(stack.url, SERVER_PATHS.passportIssuances, { method: 'POST', bearer: ownerToken, body: { role: 'admin', title: 'Night shift' } });
        await page.goto(url);
        await page.getByRole('link', { name: passportLabel('en', 'openWallet') }).waitFor();
        return page;
      },
    },
    {
      id: 'authorization error page, an unknown client',
      async show() {
        await page.goto(`${stack.url}${OIDC_PATHS.authorize}?${new URLSearchParams({ client_id: 'nobody', response_type: 'code', scope: 'openid' })}`);
        await page.getByRole('heading', { name: 'This sign-in request cannot continue' }).waitFor();
        return page;
      },
    },
    {
      id: 'web wallet page, opened without a request',
      async show() {
        await page.goto(`${stack.url}${PATHS.webWallet}`);
        await page.getByRole('alert').getByText(WALLET.missingUrl).waitFor();
        return page;
      },
    },
    {
      id: "web wallet page, the app's request",
      async show() {
        await page.goto(stack.url);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('button', { name: 'Continue with DID Wallet' }).click();
        const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Use web wallet' }).click()]);
        await popup.getByRole('button', { name: WALLET.approve }).waitFor();
        // The popup keeps the window of its first, same-origin about:blank, whose axe still reads that blank document.
        await popup.evaluate(axe.source);
        return popup;
      },
    },
    {
      id: 'consent page (OpenID Connect, Notes asking)',
      async show() {
        // The web wallet popup was only looked at.
        await Promise.all(context.pages().filter((open) => open !== page).map((popup) => popup.close()));
        await page.goto(stack.rpUrl);
        await page.getByRole('button', { name: 'Sign in with Foyer' }).click();
        await typeCode(page, await requestCode(page, stack.inbox, newAddress('a11y')));
        await page.getByRole('button', { name: CONSENT.allow }).waitFor();
        return page;
      },
    },
    {
      id: 'lost-passport page, signed in with no passports',
      async show() {
        await page.getByRole('button', { name: CONSENT.allow }).click();
        await page.waitForURL(`${stack.rpUrl}/`);
        await page.goto(`${stack.url}${SERVER_PATHS.lostPassport}`);
        await page.getByText(passportLabel('en', 'noPassports')).waitFor();
        return page;
      },
    },
    {
      id: 'lost-passport page, a passport to recover',
      async show() {
        const body = { ownerDid: await signedInDid(page), role: 'admin', title: 'Ops lead' };
        await callApiOk(stack.url, SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, body });
        await page.reload();
        await page.getByRole('button', { name: passportLabel('en', 'recover') }).waitFor();
        return page;
      },
    },
    {
      id: 'account center, signed in',
      async show() {
        await page.goto(`${stack.url}${PATHS.user}`);
        await page.getByRole('heading', { level: 1, name: consoleLabels('en').account }).waitFor();
        return page;
      },
    },
    {
      id: 'admin console, the 403 page of someone who is not an owner or admin',
      async show() {
        await page.goto(`${stack.url}${PATHS.admin}`);
        await page.getByRole('heading', { level: 1, name: 'Forbidden' }).waitFor();
        return page;
      },
    },
    {
      id: 'sign-out confirmation (RP-initiated logout from Notes)',
      async show() {
        await page.goto(stack.rpUrl);
        await page.getByRole('link', { name: 'Sign out' }).click();
        await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
        return page;
      },
    },
  ];

  it.each(STATES)('$id', async (state) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    expect(await problemsOf(state.id, await state.show())).toEqual([]);
  });
});
