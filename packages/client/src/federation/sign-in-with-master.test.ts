import { CSRF_COOKIE, HEADERS, PATHS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFoyerClient, type FoyerClient, type FoyerClientOptions } from '../client/create-foyer-client.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { ALICE, createFakeFoyerServer, json, type FakeFoyerServer, type RecordedCall } from '../test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { signInWithMaster } from './sign-in-with-master.js';

const MEMBER_APP_INFO = { appId: 'zMember', appName: 'Member App' };
let server: FakeFoyerServer;
const clients: FoyerClient[] = [];

function open(options: FoyerClientOptions = {}): FoyerClient {
  const client = createFoyerClient({ fetch: server.fetch, locks: null, channel: null, rollingRefresh: false, ...options });
  clients.push(client);
  return client;
}

/** The member's loginMaster as the server answers it: tokens as cookies when asked for, else in the body. */
function answerLoginMaster(call: RecordedCall): Response {
  if ((call.body as { assertion?: unknown }).assertion !== 'a1') return json(401, { code: 'federationAssertionInvalid', error: 'invalid' });
  if (call.headers.get(HEADERS.tokenDelivery)) {
    server.signInWithCookies();
    return json(200, { encrypted: false, user: ALICE, memberAppInfo: MEMBER_APP_INFO });
  }
  return json(200, { ...server.signIn(), encrypted: false, user: ALICE, memberAppInfo: MEMBER_APP_INFO });
}

beforeEach(() => {
  resetBrowserStorage();
  server = createFakeFoyerServer();
  document.cookie = `${CSRF_COOKIE}=${server.csrfToken}; Path=/`;
  server.override('POST', PATHS.federatedLoginMaster, answerLoginMaster);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

describe('signInWithMaster', () => {
  it('POSTs the assertion with the CSRF header and no session, and in HttpOnly mode signs in by the cookies it sets', async () => {
    const client = open();
    const result = await signInWithMaster(client.request, 'a1', { locale: 'zh' });
    expect(result).toEqual({ encrypted: false, user: ALICE, memberAppInfo: MEMBER_APP_INFO });
    const [call] = server.callsTo('POST', PATHS.federatedLoginMaster);
    expect(call?.url).toContain('?locale=zh');
    expect(call?.body).toEqual({ assertion: 'a1' });
    expect(call?.headers.get(HEADERS.csrfToken)).toBe(server.csrfToken);
    expect(call?.headers.get(HEADERS.tokenDelivery)).toBe('httpOnlyCookie');
    expect(call?.headers.get('authorization')).toBeNull();
    await client.applyLogin(null, result.user);
    expect((await client.getSession())?.user).toEqual(ALICE);
  });

  it('hands back the tokens for a readable store, which applyLogin keeps like any sign-in', async () => {
    const client = open({ storageEngine: 'localStorage' });
    const result = await signInWithMaster(client.request, 'a1');
    expect(result.sessionToken).toBeTruthy();
    await client.applyLogin({ sessionToken: result.sessionToken, refreshToken: result.refreshToken }, result.user);
    expect(createTokenStore('localStorage').getSessionToken()).toBe(result.sessionToken);
    expect((await client.getSession())?.user).toEqual(ALICE);
  });

  it("rejects with the server's refusal", async () => {
    const client = open();
    await expect(signInWithMaster(client.request, 'forged')).rejects.toMatchObject({ status: 401, code: 'federationAssertionInvalid' });
  });
});
