import { OAUTH_API_PREFIX, PATHS, SERVICE_PREFIX, TIME } from '@foyer/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { FLOW_BINDING_COOKIE } from './flow-binding.js';
import { redirectUriOf } from './redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from './test-support/local-openid-provider.js';
import { oauthBrowser, popupMessage, type OAuthBrowser, type ProviderVisitor } from './test-support/oauth-popup.js';

const CLIENT = { clientId: 'foyer-test', clientSecret: 'foyer-test-secret-that-is-long-enough-for-hs256' };

describe.each(storeFactories)('OAuth sign-in with a local OpenID provider (standing in for Google) on $name', (factory) => {
  let idp: LocalOpenIdProvider;
  let server: TestServer;
  let browser: OAuthBrowser;
  let moveClock: (() => void) | undefined;

  beforeAll(async () => {
    idp = await startLocalOpenIdProvider({
      ...CLIENT,
      redirectUris: [redirectUriOf(TEST_APP_URL, 'google')],
      idTokenTtl: 60,
      afterToken: () => moveClock?.(),
    });
    server = await startTestServer({
      factory,
      config: { oauthGoogleClientId: CLIENT.clientId, oauthGoogleClientSecret: CLIENT.clientSecret, oauthGoogleIssuer: idp.issuer },
    });
    browser = oauthBrowser(server);
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  afterEach(() => {
    moveClock = undefined;
    vi.restoreAllMocks();
  });

  /** Opens the popup, plays the visitor at the provider and answers the message the callback page posts. */
  async function popup(visitor: ProviderVisitor, provider = 'google') {
    const opened = await browser.openPopup(idp.authorize, provider, visitor);
    expect(opened.back.url.origin + opened.back.url.pathname).toBe(redirectUriOf(TEST_APP_URL, provider));
    return opened;
  }

  const codeOf = (login: string) => browser.authorizationResponseOf(idp.authorize, 'google', login);

  const login = (body: Record<string, unknown>, from = browser) => from.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { action: 'login', ...body } });

  it('asks the provider with PKCE S256, state and nonce, and signs a new user in with the code the popup hands back', async () => {
    const { authorizationUrl, callback, message, appOrigin } = await popup({ login: 'ada' });
    const query = authorizationUrl.searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{22,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{22,}$/);
    expect(query.get('redirect_uri')).toBe(`${TEST_APP_URL}${PATHS.oauthLogin}/google/callback`);
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer');
    expect(callback.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(appOrigin).toBe(TEST_APP_URL);
    expect(message).toMatchObject({ type: 'authorization_response', provider: 'google', state: query.get('state'), iss: idp.issuer });
    if (!('code' in message)) throw new Error(message.error);

    const response = await login({ provider: 'google', code: message.code, state: message.state, iss: message.iss, sourceAppPid: 'zApp' });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ encrypted: false, sessionToken: expect.any(String), refreshToken: expect.any(String) });
    expect(result.user).toMatchObject({
      did: expect.stringMatching(/^did:abt:z/),
      role: 'guest',
      type: 'derived',
      sourceProvider: 'google',
      email: 'ada@example.com',
      fullName: 'User ada',
      avatar: 'https://avatars.example/ada.png',
      sourceAppPid: 'zApp',
      sourceProviders: ['google'],
    });
    expect(result.user.walletDid).toBeUndefined();
    expect(result.user.permanentDid).toBe(result.user.did);
    expect(result.user.connectedDids).toEqual([result.user.did]);

    const session = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { did: result.user.did }, provider: 'google' });
  });

  it('signs the same identity in to the same user next time, and another identity to another user', async () => {
    const first = await (await login({ ...(await codeOf('grace')) })).json();
    const again = await (await login({ ...(await codeOf('grace')) })).json();
    const other = await (await login({ ...(await codeOf('alan')) })).json();
    expect(again.user.did).toBe(first.user.did);
    expect(other.user.did).not.toBe(first.user.did);
    expect(await server.store.connectedAccounts.listByUser(first.user.did)).toMatchObject([{ provider: 'google', providerUserId: 'grace', did: first.user.did }]);
  });

  it('refuses a replayed code or state', async () => {
    const message = await codeOf('replay');
    expect((await login({ ...message })).status).toBe(200);
    const replay = await login({ ...message });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ code: 'loginProviderFailed', error: 'Login google failed' });
  });

  it('refuses an unknown state, and a code presented with the state of another flow', async () => {
    const message = await codeOf('mixer');
    const unknown = await login({ ...message, state: 'not-a-flow-state' });
    expect(await unknown.json()).toEqual({ code: 'loginProviderFailed', error: 'Login google failed' });

    const otherStart = await fetch(`${server.url}${PATHS.oauthLogin}/google`, { redirect: 'manual', headers: { cookie: browser.jar.header(server.url) } });
    const otherState = new URL(otherStart.headers.get('location') ?? '').searchParams.get('state');
    // The other flow's PKCE verifier does not match this code's challenge, so the provider refuses the exchange.
    const swapped = await login({ ...message, state: otherState });
    expect(swapped.status).toBe(400);
    expect(await swapped.json()).toMatchObject({ code: 'loginProviderFailed' });
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const message = await codeOf('nonce');
    const flow = await server.store.oauthFlows.take(message.state, Date.now());
    if (!flow) throw new Error('flow missing');
    await server.store.oauthFlows.create({ ...flow, nonce: 'tampered-nonce' });
    const response = await login({ ...message });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'loginProviderFailed' });
  });

  it('refuses an expired ID token', async () => {
    const message = await codeOf('late');
    const now = Date.now();
    // The token is issued now with a 60 s life; the relying party then reads it an hour later.
    moveClock = () => vi.spyOn(Date, 'now').mockReturnValue(now + TIME.hour);
    const response = await login({ ...message });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'loginProviderFailed' });
  });

  it('binds each flow to the browser that began it: the grant is refused without that browser’s cookie or with another’s', async () => {
    const own = oauthBrowser(server);
    const { start } = await own.openPopup(idp.authorize, 'google', { login: 'bound' });
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith(`${FLOW_BINDING_COOKIE}=`));
    expect(cookie).toMatch(new RegExp(`^${FLOW_BINDING_COOKIE}=[\\w-]{22}; Path=${SERVICE_PREFIX.replace(/\./g, '\\.')}; HttpOnly; SameSite=Lax$`));
    const binding = own.jar.get(server.url, FLOW_BINDING_COOKIE);
    // The browser keeps its binding: a later flow gets no new cookie.
    expect((await own.openPopup(idp.authorize, 'google', { login: 'bound' })).start.headers.getSetCookie()).toEqual([]);
    expect(own.jar.get(server.url, FLOW_BINDING_COOKIE)).toBe(binding);
    const codeOfOwn = () => own.authorizationResponseOf(idp.authorize, 'google', 'bound');

    const withoutCookie = await server.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { action: 'login', ...(await codeOfOwn()) } });
    expect(withoutCookie.status).toBe(400);
    expect(await withoutCookie.json()).toEqual({ code: 'loginProviderFailed', error: 'Login google failed' });

    const elsewhere = oauthBrowser(server);
    await elsewhere.openPopup(idp.authorize, 'google', { login: 'bound' });
    expect(elsewhere.jar.get(server.url, FLOW_BINDING_COOKIE)).not.toBe(binding);
    const fromElsewhere = await login({ ...(await codeOfOwn()) }, elsewhere);
    expect(fromElsewhere.status).toBe(400);
    expect(await fromElsewhere.json()).toEqual({ code: 'loginProviderFailed', error: 'Login google failed' });

    const fromOwn = await login({ ...(await codeOfOwn()) }, own);
    expect(fromOwn.status).toBe(200);
    expect((await fromOwn.json()).user).toMatchObject({ email: 'bound@example.com' });
  });

  it('answers a refusal at the provider with authDeclined on the popup page, which stays open for the opener to close', async () => {
    for (const visitor of [{ decline: true }, { cancel: true }] as const) {
      const { callback, message, appOrigin } = await popup(visitor);
      expect(callback.status).toBe(400);
      expect(appOrigin).toBe(TEST_APP_URL);
      expect(message).toEqual({ type: 'authorization_response', provider: 'google', error: 'You have declined the authentication request', errorCode: 'authDeclined' });
    }
    const page = await (await fetch(`${server.url}${PATHS.oauthLogin}/google/callback?error=access_denied&state=s`)).text();
    expect(page).toContain('window.opener.postMessage(message, appOrigin)');
    expect(page).not.toContain('window.close');
  });

  it.each([
    ['user_cancelled_authorize', { errorCode: 'cancelAuth', error: 'Cancel authentication' }],
    ['user_cancelled_login', { errorCode: 'cancelAuth', error: 'Cancel authentication' }],
    ['server_error', { errorCode: 'loginProviderFailed', error: 'Login google failed' }],
    ['toString', { errorCode: 'loginProviderFailed', error: 'Login google failed' }],
  ])('answers the provider error %s on the callback with %o', async (error, expected) => {
    const callback = await fetch(`${server.url}${PATHS.oauthLogin}/google/callback?error=${error}&error_description=x&state=s`);
    expect(callback.status).toBe(400);
    expect((await popupMessage(callback)).message).toEqual({ type: 'authorization_response', provider: 'google', ...expected });
  });

  it('logs out of a provider without an end-session endpoint by going straight to the logged-out page, which closes itself', async () => {
    const logout = await fetch(`${server.url}${PATHS.oauthLogin}/google/logout`, { redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${TEST_APP_URL}${PATHS.oauthLogin}/google/logged-out`);

    const loggedOut = await fetch(`${server.url}${PATHS.oauthLogin}/google/logged-out`);
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.headers.get('cache-control')).toBe('no-store');
    const csp = loggedOut.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await loggedOut.text()).toContain(`<script nonce="${nonce}">\nwindow.close();\n</script>`);
  });

  it('answers thirdPartyLoginNotConfigured for a provider that is unknown or not configured', async () => {
    for (const provider of ['auth0', 'github', 'myspace']) {
      for (const path of [`${PATHS.oauthLogin}/${provider}`, `${PATHS.oauthLogin}/${provider}/logout`]) {
        const page = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        expect(page.status).toBe(400);
        expect((await popupMessage(page)).message).toMatchObject({ provider, errorCode: 'thirdPartyLoginNotConfigured', error: 'Third party login is not configured' });
      }
      const posted = await login({ provider, code: 'x', state: 'y' });
      expect(await posted.json()).toEqual({ code: 'thirdPartyLoginNotConfigured', error: 'Third party login is not configured' });
    }
  });
});

describe.each(storeFactories)('OAuth sign-in misconfigured on $name', (factory) => {
  let idp: LocalOpenIdProvider;

  beforeAll(async () => {
    idp = await startLocalOpenIdProvider({ ...CLIENT, redirectUris: [redirectUriOf(TEST_APP_URL, 'auth0')] });
  });

  afterAll(async () => {
    await idp?.close();
  });

  it('answers thirdPartyLoginNotConfigured when nothing is configured', async () => {
    const server = await startTestServer({ factory });
    try {
      const start = await fetch(`${server.url}${PATHS.oauthLogin}/google`, { redirect: 'manual' });
      expect((await popupMessage(start)).message).toMatchObject({ errorCode: 'thirdPartyLoginNotConfigured' });
      const posted = await server.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { provider: 'google', code: 'x', state: 'y' } });
      expect(await posted.json()).toEqual({ code: 'thirdPartyLoginNotConfigured', error: 'Third party login is not configured' });
    } finally {
      await server.close();
    }
  });

  it('marks the flow-binding cookie Secure when the app URL is https', async () => {
    const server = await startTestServer({
      factory,
      config: { appUrl: 'https://foyer.test', oauthAuth0ClientId: CLIENT.clientId, oauthAuth0ClientSecret: CLIENT.clientSecret, oauthAuth0Issuer: idp.issuer },
    });
    try {
      const start = await fetch(`${server.url}${PATHS.oauthLogin}/auth0`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.getSetCookie().find((line) => line.startsWith(`${FLOW_BINDING_COOKIE}=`))).toMatch(/; Path=\/\.well-known\/service; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await server.close();
    }
  });

  it('refuses a provider whose discovery document names another issuer', async () => {
    // The same provider reached by another host name: its metadata names 127.0.0.1, not localhost.
    const wrongIssuer = idp.issuer.replace('127.0.0.1', 'localhost');
    const server = await startTestServer({ factory, config: { oauthAuth0ClientId: CLIENT.clientId, oauthAuth0ClientSecret: CLIENT.clientSecret, oauthAuth0Issuer: wrongIssuer } });
    try {
      const start = await fetch(`${server.url}${PATHS.oauthLogin}/auth0`, { redirect: 'manual' });
      expect(start.status).toBe(400);
      expect((await popupMessage(start)).message).toEqual({ type: 'authorization_response', provider: 'auth0', error: 'Login auth0 failed', errorCode: 'loginProviderFailed' });
    } finally {
      await server.close();
    }
  });
});
