import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import { beforeAll, describe, expect, it } from 'vitest';
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
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
  });

  const memberId = () => pair.member.foyer.appKey.did;
  const masterOrigin = () => pair.master.foyer.config.appUrl;

  /** A person signed in at the master, and the bridge cookie its first-party page was given. */
  async function signedInWithBridgeCookie() {
    const atMaster = await signIn(pair.master);
    const response = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: atMaster.sessionToken, json: { appId: memberId(), onlyWriteCookie: true } });
    const cookie = BRIDGE_COOKIE.exec(response.headers.getSetCookie().find((line) => BRIDGE_COOKIE.test(line)) ?? '')?.[1] ?? '';
    expect(cookie).not.toBe('');
    return { sessionToken: atMaster.sessionToken, cookie };
  }

  /** bridgeLogout as the functional frame's same-origin fetch sends it. */
  const bridgeLogout = (cookie: string | null, headers: Record<string, string> = {}) =>
    pair.master.request(SERVER_PATHS.federatedBridgeLogout, {
      method: 'POST',
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

  it('serves the page only to an approved member and a known mode, framable by exactly that member origin', async () => {
    const pagesDir = await mkdtemp(join(tmpdir(), 'foyer-functional-pages-'));
    await writeFile(join(pagesDir, 'functional-federated.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    const routes = functionalFrameRoutes({ store: pair.master.store, appUrl: masterOrigin(), appName: 'Master App', pagesDir });
    const memberOrigin = pair.member.foyer.config.appUrl;
    const page = (query: Record<string, string>) => routes.request(`${PATHS.functionalFederated}?${new URLSearchParams(query)}`);

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
