import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { redirectUriOf } from './redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from './test-support/local-openid-provider.js';
import { oauthBrowser, popupMessage, type OAuthBrowser } from './test-support/oauth-popup.js';

const CLIENT_ID = 'com.example.foyer';
const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY1234567';

describe.each(storeFactories)('Sign in with Apple against a local stand-in on $name', (factory) => {
  let idp: LocalOpenIdProvider;
  let server: TestServer;
  let browser: OAuthBrowser;

  const appleConfig = async (privateKey: CryptoKey) => ({
    oauthAppleClientId: CLIENT_ID,
    oauthAppleIssuer: idp.issuer,
    oauthAppleTeamId: TEAM_ID,
    oauthAppleKeyId: KEY_ID,
    oauthApplePrivateKey: await exportPKCS8(privateKey),
  });

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    idp = await startLocalOpenIdProvider({
      clientId: CLIENT_ID,
      // Apple registers no secret; the stand-in only lets a JWT signed by the team's key stand for this one.
      clientSecret: 'registered-secret-that-only-a-good-jwt-stands-for',
      redirectUris: [redirectUriOf(TEST_APP_URL, 'apple')],
      appleClientSecretKey: { teamId: TEAM_ID, keyId: KEY_ID, publicKey },
    });
    server = await startTestServer({ factory, config: await appleConfig(privateKey) });
    browser = oauthBrowser(server);
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const login = (body: Record<string, unknown>) => browser.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { action: 'login', ...body } });

  it('asks for name and e-mail by form_post, takes the code Apple posts cross-site, and redeems it with a signed client secret', async () => {
    const { authorizationUrl, back, callback, message, appOrigin } = await browser.openPopup(idp.authorize, 'apple', { login: 'tim' });
    expect(authorizationUrl.searchParams.get('scope')).toBe('openid name email');
    expect(authorizationUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(back.url.href).toBe(redirectUriOf(TEST_APP_URL, 'apple'));
    expect(back.form?.fields.get('code')).toEqual(expect.any(String));
    expect(callback.status).toBe(200);
    expect(appOrigin).toBe(TEST_APP_URL);
    expect(message).toEqual({ type: 'authorization_response', provider: 'apple', code: back.form?.fields.get('code'), state: authorizationUrl.searchParams.get('state'), iss: idp.issuer });

    const response = await login({ ...message });
    expect(response.status).toBe(200);
    // Apple's email_verified is the string "true", and it counts as verified.
    expect((await response.json()).user).toMatchObject({ sourceProvider: 'apple', email: 'tim@example.com', fullName: 'User tim' });
  });

  it('answers Apple’s Cancel, posted as user_cancelled_authorize, with cancelAuth', async () => {
    const { back, callback, message } = await browser.openPopup(idp.authorize, 'apple', { cancel: true });
    expect(back.form?.fields.get('error')).toBe('user_cancelled_authorize');
    expect(callback.status).toBe(400);
    expect(message).toEqual({ type: 'authorization_response', provider: 'apple', error: 'Cancel authentication', errorCode: 'cancelAuth' });
  });

  it('keeps the GET callback for a response in the query', async () => {
    const callback = await fetch(`${server.url}${PATHS.oauthLogin}/apple/callback?code=c&state=s`);
    expect((await popupMessage(callback)).message).toEqual({ type: 'authorization_response', provider: 'apple', code: 'c', state: 's' });
  });

  it('lets a cross-site POST through to the callback only', async () => {
    const crossSite = (path: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { origin: idp.issuer, 'content-type': 'application/x-www-form-urlencoded' }, body: 'code=c&state=s' });
    expect((await popupMessage(await crossSite(`${PATHS.oauthLogin}/apple/callback`))).message).toMatchObject({ code: 'c', state: 's' });
    for (const path of [`${OAUTH_API_PREFIX}/login`, `${OAUTH_API_PREFIX}/bind`, `${OAUTH_API_PREFIX}/unbind`, `${PATHS.oauthLogin}/apple`, `${PATHS.oauthLogin}/apple/logout`]) {
      const response = await crossSite(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ code: 'csrfRejected', error: 'Cross-site request refused' });
    }
  });

  it('logs out of Apple, which has no end-session endpoint, by going straight to the logged-out page', async () => {
    const logout = await fetch(`${server.url}${PATHS.oauthLogin}/apple/logout`, { redirect: 'manual' });
    expect(logout.headers.get('location')).toBe(`${TEST_APP_URL}${PATHS.oauthLogin}/apple/logged-out`);
  });

  it('fails the sign-in when the client secret is signed with a key Apple does not know', async () => {
    const stranger = await generateKeyPair('ES256', { extractable: true });
    const misconfigured = await startTestServer({ factory, config: await appleConfig(stranger.privateKey) });
    try {
      const elsewhere = oauthBrowser(misconfigured);
      const response = await elsewhere.request(`${OAUTH_API_PREFIX}/login`, {
        method: 'POST',
        json: { action: 'login', ...(await elsewhere.authorizationResponseOf(idp.authorize, 'apple', 'tim')) },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'loginProviderFailed', error: 'Login apple failed' });
    } finally {
      await misconfigured.close();
    }
  });
});
