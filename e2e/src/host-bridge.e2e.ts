import { type AppInfo, type BridgeEventName, type BridgePayload, PATHS, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../packages/server/src/test-support/smtp-inbox.js';
import { newAddress, requestCode } from './support/email-steps.js';
import { startHostApp, type HostApp } from './support/host-app.js';
import { launchProfile, type Profile } from './support/launch-profile.js';
import { skipSuccessPause } from './support/skip-success-pause.js';
import { WAIT_MS } from './support/start-demo-stack.js';
import { startDemoInstance, type DemoInstance } from './support/start-demo-instance.js';

interface Heard {
  event: BridgeEventName;
  payload: BridgePayload;
}

declare global {
  interface Window {
    heard: Heard[];
    foyerFrame: { getVisitorId(): Promise<string>; autoLogin(): Promise<BridgePayload> };
  }
}

let inbox: SmtpInbox;
let host: HostApp;
let demo: DemoInstance;
let profile: Profile;
let appInfo: AppInfo;

/** The host app's page framing the demo, at `hostOrigin`, and the demo's frame in it once its sign-in button shows. */
async function openHost(hostOrigin: string): Promise<{ page: Page; frame: Frame }> {
  const page = await profile.context.newPage();
  await page.goto(`${hostOrigin}/?frame=${encodeURIComponent(`${demo.url}/`)}`);
  const frame = await (await page.locator('#foyer').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the host page has no Foyer frame');
  await frame.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  return { page, frame };
}

const heardEvents = (page: Page) => page.evaluate(() => window.heard.map(({ event }) => event));

async function waitToHear(page: Page, event: BridgeEventName): Promise<BridgePayload> {
  await page.waitForFunction((name) => window.heard.some((heard) => heard.event === name), event, { timeout: WAIT_MS });
  return page.evaluate((name) => window.heard.find((heard) => heard.event === name)?.payload as BridgePayload, event);
}

/** What the host's autoLogin request gets: the payload, or the frame's refusal as message and code. */
const autoLogin = (page: Page) =>
  page.evaluate(() =>
    window.foyerFrame.autoLogin().then(
      (payload) => ({ payload }),
      (error: { message: string; code?: number }) => ({ refused: { message: error.message, code: error.code } }),
    ),
  );

describe('host bridge: a host app framing Foyer hears what happens in the frame', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    host = await startHostApp();
    // Only the host's localhost origin is an alias of the demo; the same host on 127.0.0.1 is not.
    demo = await startDemoInstance({ smtpUrl: inbox.url, env: { FOYER_DOMAIN_ALIASES: `http://localhost:${host.port}` } });
    appInfo = (await (await fetch(`${demo.url}${PATHS.appMetadataScript}?type=json`)).json()) as AppInfo;
    profile = await launchProfile('blocked');
    profile.context.setDefaultTimeout(WAIT_MS);
  });

  afterAll(async () => {
    await profile?.close();
    await demo?.close();
    await host?.close();
    await inbox?.close();
  });

  it('tells the allowed host onLogin with the SPEC payload after signing in inside the frame, and onLogout after signing out', async () => {
    const { page, frame } = await openHost(`http://localhost:${host.port}`);
    const address = newAddress('framed');
    await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The e-mail steps read the page's locators; a frame has the same ones, and the keyboard types into the focused frame.
    await page.keyboard.type(await requestCode(frame as unknown as Page, inbox, address));
    await skipSuccessPause(frame);
    await frame.getByRole('button', { name: `Account menu for ${address}`, exact: true }).waitFor();

    const login = await waitToHear(page, 'onLogin');
    const { user } = await frame.evaluate((path) => fetch(path).then((response) => response.json()), PATHS.session);
    const visitorId = await frame.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.visitorId);
    const expected: BridgePayload = { did: user.did, host: new URL(demo.url).host, appPid: appInfo.appPid, visitorId: visitorId ?? '', sourceAppPid: '', fullName: user.fullName };
    expect(login).toEqual(expected);
    expect(await autoLogin(page)).toEqual({ payload: expected });
    expect(await page.evaluate(() => window.foyerFrame.getVisitorId())).toBe(visitorId);

    await frame.getByRole('button', { name: `Account menu for ${address}`, exact: true }).click();
    await frame.getByRole('menuitem', { name: 'Sign Out' }).click();
    expect(await waitToHear(page, 'onLogout')).toEqual(expected);
    expect(await heardEvents(page)).toEqual(['onLogin', 'onChange', 'onLogout', 'onChange']);
    expect(await autoLogin(page)).toEqual({ refused: { message: 'no user', code: 400 } });
    await page.close();
  });

  it("lets only the allowed host frame Foyer's own pages (frame-ancestors)", async () => {
    const policy = (await fetch(`${demo.url}${SERVER_PATHS.loginPage}`)).headers.get('content-security-policy') ?? '';
    const ancestors = policy.split('; ').find((directive) => directive.startsWith('frame-ancestors '))?.split(' ').slice(1);
    expect(ancestors).toEqual(["'self'", demo.url, `http://localhost:${host.port}`]);
  });

  it('answers nothing to a host on an origin the app does not allow', async () => {
    const { page } = await openHost(`http://127.0.0.1:${host.port}`);
    expect(await autoLogin(page)).toEqual({ refused: { message: 'Timeout', code: 'popupTimeout' } });
    expect(await heardEvents(page)).toEqual([]);
    await page.close();
  });
});
