import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PATHS, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in.js';
import { CSP_HEADER } from '../../http/security-headers.js';
import { SHARED_BRIDGE_DATA_ID } from './shared-bridge-data.js';
import { sharedBridgeRoutes } from './shared-bridge-routes.js';
import { joinAndDecide, useFederatedPair, type FederatedPair } from './test-support/federated-pair.js';

const BRIDGE_COOKIE = new RegExp(`^${STORAGE_KEYS.federatedBridge}=([^;]+)`);

describe("the master's shared bridge: bridge cookie, bridgeLogin and the page", () => {
  let pair: FederatedPair;
  useFederatedPair((started) => {
    pair = started;
  });
  beforeAll(async () => {
    expect((await joinAndDecide(pair, 'approve')).status).toBe(200);
  });

  const memberId = () => pair.member.foyer.appKey.did;
  const masterOrigin = () => pair.master.foyer.config.appUrl;

  /** The bridge cookie the master sets when its first-party page asks for an assertion or only for the cookie. */
  async function bridgeCookie(sessionToken: string, onlyWriteCookie?: boolean): Promise<{ cookie: string; setCookie: string; body: unknown }> {
    const response = await pair.master.request(SERVER_PATHS.federatedLogin, { method: 'POST', bearer: sessionToken, json: { appId: memberId(), onlyWriteCookie } });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((cookie) => BRIDGE_COOKIE.test(cookie)) ?? '';
    return { cookie: BRIDGE_COOKIE.exec(setCookie)?.[1] ?? '', setCookie, body: await response.json() };
  }

  /** bridgeLogin as the bridge frame's same-origin fetch sends it: the master's own Origin and Sec-Fetch-Site. */
  const bridgeLogin = (cookie: string | null, headers: Record<string, string> = {}, appId = memberId()) =>
    pair.master.request(SERVER_PATHS.federatedBridgeLogin, {
      method: 'POST',
      json: { appId },
      omit: ['cookie', 'x-csrf-token'],
      cookies: {},
      headers: { origin: masterOrigin(), 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie: `${STORAGE_KEYS.federatedBridge}=${cookie}` } : {}), ...headers },
    });

  it('sets an HttpOnly, Secure, SameSite=None cookie for the bridge path only, with the assertion or alone', async () => {
    const atMaster = await signIn(pair.master);
    const withAssertion = await bridgeCookie(atMaster.sessionToken);
    expect(withAssertion.body).toEqual({ assertion: expect.any(String) });
    expect(withAssertion.setCookie).toMatch(/HttpOnly/);
    expect(withAssertion.setCookie).toMatch(/Secure/);
    expect(withAssertion.setCookie).toMatch(/SameSite=None/);
    expect(withAssertion.setCookie).toContain(`Path=${SERVER_PATHS.federatedBridgeLogin}`);
    const alone = await bridgeCookie(atMaster.sessionToken, true);
    expect(alone.body).toEqual({});
    expect(alone.cookie).not.toBe('');
  });

  it('trades the bridge cookie for an assertion the member signs the same DID in with', async () => {
    const atMaster = await signIn(pair.master, { fullName: 'Grace' });
    const { cookie } = await bridgeCookie(atMaster.sessionToken, true);

    const answered = await bridgeLogin(cookie);
    expect(answered.status).toBe(200);
    const { assertion } = (await answered.json()) as { assertion: string };
    const login = await pair.member.request(PATHS.federatedLoginMaster, { method: 'POST', json: { assertion } });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ user: { did: atMaster.user.did, fullName: 'Grace' } });
  });

  it('refuses a call from another origin or not same-origin by the browser, without a cookie, with a forged one, or for a non-member', async () => {
    const { cookie } = await bridgeCookie((await signIn(pair.master)).sessionToken, true);
    const refusal = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { code: string }).code });

    expect(await refusal(await bridgeLogin(cookie, { origin: pair.member.foyer.config.appUrl }))).toEqual({ status: 403, code: 'csrfRejected' });
    expect(await refusal(await bridgeLogin(cookie, { 'sec-fetch-site': 'cross-site' }))).toEqual({ status: 403, code: 'csrfRejected' });
    expect(await refusal(await bridgeLogin(null))).toEqual({ status: 401, code: 'invalidToken' });
    expect(await refusal(await bridgeLogin(`${cookie.slice(0, -4)}AAAA`))).toEqual({ status: 401, code: 'invalidToken' });
    expect(await refusal(await bridgeLogin(cookie, {}, 'did:abt:zNotAMember'))).toEqual({ status: 403, code: 'federationNotMember' });
  });

  it('stops answering once the master session the cookie names has ended', async () => {
    const atMaster = await signIn(pair.master);
    const { cookie } = await bridgeCookie(atMaster.sessionToken, true);
    expect((await pair.master.request(PATHS.logout, { method: 'POST', bearer: atMaster.sessionToken, json: {} })).status).toBe(200);

    const answered = await bridgeLogin(cookie);
    expect(answered.status).toBe(401);
  });

  it('serves the page only to an approved member, framable by exactly that member origin', async () => {
    const pagesDir = await mkdtemp(join(tmpdir(), 'foyer-bridge-pages-'));
    await writeFile(join(pagesDir, 'shared-bridge.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    const routes = sharedBridgeRoutes({ store: pair.master.store, appUrl: masterOrigin(), appName: 'Master App', pagesDir });
    const memberOrigin = pair.member.foyer.config.appUrl;
    const page = (appId: string, origin: string) => routes.request(`${PATHS.sharedBridge}?${new URLSearchParams({ appId, origin })}`);

    const served = await page(memberId(), memberOrigin);
    expect(served.status).toBe(200);
    expect(/frame-ancestors ([^;]*)/.exec(served.headers.get(CSP_HEADER) ?? '')?.[1]).toBe(memberOrigin);
    expect(await served.text()).toContain(`<script id="${SHARED_BRIDGE_DATA_ID}" type="application/json">{"memberAppId":"${memberId()}","memberOrigin":"${memberOrigin}"`);

    for (const refused of [await page(memberId(), 'https://evil.example'), await page('did:abt:zNotAMember', memberOrigin)]) {
      expect(refused.status).toBe(400);
      expect(/frame-ancestors ([^;]*)/.exec(refused.headers.get(CSP_HEADER) ?? '')?.[1]).toBe("'none'");
    }
  });
});
