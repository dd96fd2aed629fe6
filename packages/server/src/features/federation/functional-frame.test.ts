import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_HEADER } from '../../http/security-headers.js';
import { signIn } from '../../test-support/sign-in.js';
import { FUNCTIONAL_FRAME_DATA_ID } from './functional-frame-data.js';
import { functionalFrameRoutes } from './functional-frame-routes.js';
import { joinAndDecide, useFederatedPair, type FederatedPair } from './test-support/federated-pair.js';

const BRIDGE_COOKIE = new RegExp(`^${STORAGE_KEYS.federatedBridge}=([^;]*)`);
const frameAncestors = (response: Response) => /frame-ancestors ([^;]*)/.exec(response.headers.get(CSP_HEADER) ?? '')?.[1];

describe("the master's functional frame: its page and bridgeLogout", () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });
  let pagesDir: string;
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
    pagesDir = await mkdtemp(join(tmpdir(), 'foyer-functional-pages-'));
    await writeFile(join(pagesDir, 'functional-federated.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  });
  afterAll(() => rm(pagesDir, { recursive: true, force: true }));

  const memberId = () => pair.member.foyer.appKey.did;
  const masterOrigin = () => pair.master.foyer.config.appUrl;
  const memberOrigin = () => pair.member.foyer.config.appUrl;
  const frameQuery = (query: Record<string, string> = {}) => `${PATHS.functionalFederated}?${new URLSearchParams({ mode: 'logout', appId: memberId(), origin: memberOrigin(), ...query })}`;
  // The master's routes over a stand-in page template, so the page data is there to read whether or not the pages are built.
  const routes = () => functionalFrameRoutes({ store: pair.master.store, appKey: pair.master.foyer.appKey, appUrl: masterOrigin(), appName: 'Master App', pagesDir });
  const pageData = async (response: Response) =>
    JSON.parse(new RegExp(`<script id="${FUNCTIONAL_FRAME_DATA_ID}" type="application/json">(.*?)</script>`).exec(await response.text())?.[1] ?? '{}') as { nonce?: string };

  /** The nonce of one render of the page, loaded as the member's frame (Sec-Fetch-Dest: iframe). */
  const framedNonce = async () => (await pageData(await routes().request(frameQuery(), { headers: { 'sec-fetch-dest': 'iframe' } }))).nonce ?? '';

  /** A person signed in at the master, and the bridge cookie its first-party page was given. */
  async function signedInWithBridgeCookie() {
    const atMaster = await signIn(pair.master);
    const response = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: atMaster.sessionToken, json: { appId: memberId(), onlyWriteCookie: true } });
    const cookie = BRIDGE_COOKIE.exec(response.headers.getSetCookie().find((line) => BRIDGE_COOKIE.test(line)) ?? '')?.[1] ?? '';
    expect(cookie).not.toBe('');
    return { sessionToken: atMaster.sessionToken, cookie };
  }

  /** bridgeLogout as the functional frame's same-origin fetch sends it, with its render's nonce. */
  const bridgeLogout = async (cookie: string | null, headers: Record<string, string> = {}, body?: unknown) =>
    pair.master.request(SERVER_PATHS.federatedBridgeLogout, {
      method: 'POST',
      json: body ?? { nonce: await framedNonce() },
      omit: ['cookie', 'x-csrf-token'],
      cookies: {},
      headers: { origin: masterOrigin(), 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie: `${STORAGE_KEYS.federatedBridge}=${cookie}` } : {}), ...headers },
    });

  it('ends the master session the bridge cookie names and clears the cookie, so bridgeLogin answers 401 after', async () => {
    const { sessionToken, cookie } = await signedInWithBridgeCookie();
    const answered = await bridgeLogout(cookie);
    expect(answered.status).toBe(200);
    const cleared = answered.headers.getSetCookie().find((line) => BRIDGE_COOKIE.test(line)) ?? '';
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toContain(`Path=${SERVER_PATHS.federatedBridgeLogin}`);
    expect(cleared).toMatch(/SameSite=None/);

    expect((await pair.master.request(PATHS.session, { bearer: sessionToken })).status).toBe(401);
    const again = await pair.master.request(SERVER_PATHS.federatedBridgeLogin, {
      method: 'POST',
      json: { appId: memberId() },
      omit: ['cookie', 'x-csrf-token'],
      cookies: {},
      headers: { origin: masterOrigin(), 'sec-fetch-site': 'same-origin', cookie: `${STORAGE_KEYS.federatedBridge}=${cookie}` },
    });
    expect(again.status).toBe(401);
  });

  it('refuses a call from another origin or not same-origin by the browser, and one without a cookie or with a forged one', async () => {
    const { sessionToken, cookie } = await signedInWithBridgeCookie();
    const refusal = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { code: string }).code });

    expect(await refusal(await bridgeLogout(cookie, { origin: pair.member.foyer.config.appUrl }))).toEqual({ status: 403, code: 'csrfRejected' });
    expect(await refusal(await bridgeLogout(cookie, { 'sec-fetch-site': 'cross-site' }))).toEqual({ status: 403, code: 'csrfRejected' });
    expect(await refusal(await bridgeLogout(null))).toEqual({ status: 401, code: 'invalidToken' });
    expect(await refusal(await bridgeLogout(`${cookie.slice(0, -4)}AAAA`))).toEqual({ status: 401, code: 'invalidToken' });
    // None of the refused calls ended the session.
    expect((await pair.master.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);
  });

  it('opened top-level by a link from another site: the page is refused and no sign-out happens without its nonce (issue 26)', async () => {
    const { sessionToken, cookie } = await signedInWithBridgeCookie();
    const refusal = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { code: string }).code });

    const topLevel = await pair.master.request(frameQuery(), { headers: { 'sec-fetch-dest': 'document' } });
    expect(topLevel.status).toBe(400);
    expect(frameAncestors(topLevel)).toBe("'none'");
    expect(await topLevel.text()).not.toContain('nonce');

    expect((await bridgeLogout(cookie, {}, {})).status).toBe(400);
    expect(await refusal(await bridgeLogout(cookie, {}, { nonce: cookie }))).toEqual({ status: 403, code: 'csrfRejected' });
    const spent = await framedNonce();
    expect((await bridgeLogout(cookie, {}, { nonce: spent })).status).toBe(200);
    const { sessionToken: next, cookie: nextCookie } = await signedInWithBridgeCookie();
    expect(await refusal(await bridgeLogout(nextCookie, {}, { nonce: spent }))).toEqual({ status: 403, code: 'csrfRejected' });
    expect((await pair.master.request(PATHS.session, { bearer: sessionToken })).status).toBe(401);
    expect((await pair.master.request(PATHS.session, { bearer: next })).status).toBe(200);
  });

  it('serves the page only to an approved member and a known mode, framable by exactly that member origin', async () => {
    const page = (query: Record<string, string>) => routes().request(`${PATHS.functionalFederated}?${new URLSearchParams(query)}`, { headers: { 'sec-fetch-dest': 'iframe' } });
    const memberOrigin = pair.member.foyer.config.appUrl;

    const served = await page({ mode: 'logout', appId: memberId(), origin: memberOrigin });
    expect(served.status).toBe(200);
    expect(frameAncestors(served)).toBe(memberOrigin);
    expect(await served.text()).toContain(`<script id="${FUNCTIONAL_FRAME_DATA_ID}" type="application/json">{"memberAppId":"${memberId()}","memberOrigin":"${memberOrigin}"`);

    // mode=login is served (the page answers it not done) and a refreshToken in the query goes nowhere.
    const login = await page({ mode: 'login', appId: memberId(), origin: memberOrigin, refreshToken: 'rt-secret' });
    expect(login.status).toBe(200);
    const loginHtml = await login.text();
    expect(loginHtml).toContain('"mode":"login"');
    expect(loginHtml).not.toContain('rt-secret');

    const refusals = [
      await page({ mode: 'logout', appId: memberId(), origin: 'https://evil.example' }),
      await page({ mode: 'logout', appId: 'did:abt:zNotAMember', origin: memberOrigin }),
      await page({ mode: 'wipe', appId: memberId(), origin: memberOrigin }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(frameAncestors(refused)).toBe("'none'");
    }
  });
});
