import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { redirectUriOf } from './redirect-uri.js';
import { startLocalGitHub, type LocalGitHub } from './test-support/local-github.js';
import { oauthBrowser, type OAuthBrowser } from './test-support/oauth-popup.js';

const CLIENT = { clientId: 'foyer-github-test', clientSecret: 'foyer-github-test-secret' };

describe.each(storeFactories)('GitHub sign-in with a local GitHub on $name', (factory) => {
  let github: LocalGitHub;
  let server: TestServer;
  let browser: OAuthBrowser;

  beforeAll(async () => {
    github = await startLocalGitHub({
      ...CLIENT,
      redirectUri: redirectUriOf(TEST_APP_URL, 'github'),
      accounts: {
        'private-verified': {
          publicEmail: null,
          emails: [
            { email: 'old@users.example', primary: false, verified: true },
            { email: 'private-verified@users.example', primary: true, verified: true },
          ],
        },
        'private-unverified': {
          publicEmail: null,
          emails: [
            { email: 'private-unverified@users.example', primary: true, verified: false },
            { email: 'secondary@users.example', primary: false, verified: true },
          ],
        },
      },
    });
    server = await startTestServer({
      factory,
      config: {
        oauthGithubClientId: CLIENT.clientId,
        oauthGithubClientSecret: CLIENT.clientSecret,
        oauthGithubAuthorizationEndpoint: github.authorizationEndpoint,
        oauthGithubTokenEndpoint: github.tokenEndpoint,
        oauthGithubUserApi: github.userApi,
      },
    });
    browser = oauthBrowser(server);
  });

  afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  const codeOf = (login: string) => browser.authorizationResponseOf(github.authorize, 'github', login);

  const login = (body: Record<string, unknown>) => browser.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { action: 'login', ...body } });

  it('asks GitHub with PKCE S256 and state, and signs a new user in with the code the popup hands back', async () => {
    const { authorizationUrl, message, appOrigin } = await browser.openPopup(github.authorize, 'github', { login: 'octo' });
    const query = authorizationUrl.searchParams;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(github.authorizationEndpoint);
    expect(query.get('client_id')).toBe(CLIENT.clientId);
    expect(query.get('scope')).toBe('read:user user:email');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{22,}$/);
    expect(query.get('nonce')).toBeNull();
    expect(query.get('redirect_uri')).toBe(`${TEST_APP_URL}${PATHS.oauthLogin}/github/callback`);
    expect(appOrigin).toBe(TEST_APP_URL);
    if (!('code' in message)) throw new Error(message.error);
    expect(message).toMatchObject({ type: 'authorization_response', provider: 'github', state: query.get('state') });

    const response = await login({ provider: 'github', code: message.code, state: message.state, sourceAppPid: 'zApp' });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.user).toMatchObject({
      did: expect.stringMatching(/^did:abt:z/),
      role: 'guest',
      sourceProvider: 'github',
      fullName: 'GitHub octo',
      avatar: 'https://avatars.example/gh/octo.png',
      sourceAppPid: 'zApp',
      sourceProviders: ['github'],
    });
    // GitHub's user API does not say the public address is verified, so it stays on the linked account only.
    expect(result.user.email).toBeFalsy();
    expect(await server.store.connectedAccounts.listByUser(result.user.did)).toMatchObject([
      { provider: 'github', providerUserId: expect.stringMatching(/^\d+$/), email: 'octo@users.example', did: result.user.did },
    ]);

    const session = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect(await session.json()).toMatchObject({ user: { did: result.user.did }, provider: 'github' });
  });

  it('copies the verified primary address of a visitor whose e-mail is not public onto the new user', async () => {
    const { user } = await (await login({ ...(await codeOf('private-verified')) })).json();
    expect(user.email).toBe('private-verified@users.example');
    expect(await server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ provider: 'github', email: 'private-verified@users.example' }]);
  });

  it('never takes an unverified primary address, nor a verified address that is not the primary', async () => {
    const { user } = await (await login({ ...(await codeOf('private-unverified')) })).json();
    expect(user.email).toBeFalsy();
    expect(await server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ provider: 'github', email: null }]);
  });

  it('signs the same GitHub account in to the same user next time, and another account to another user', async () => {
    const first = await (await login({ ...(await codeOf('hubot')) })).json();
    const again = await (await login({ ...(await codeOf('hubot')) })).json();
    const other = await (await login({ ...(await codeOf('monalisa')) })).json();
    expect(again.user.did).toBe(first.user.did);
    expect(other.user.did).not.toBe(first.user.did);
  });

  it('refuses a replayed code', async () => {
    const message = await codeOf('replay');
    expect((await login({ ...message })).status).toBe(200);
    // A fresh flow with the spent code: the state is live, so only GitHub's single-use code stops it.
    const otherStart = await fetch(`${server.url}${PATHS.oauthLogin}/github`, { redirect: 'manual', headers: { cookie: browser.jar.header(server.url) } });
    const otherState = new URL(otherStart.headers.get('location') ?? '').searchParams.get('state');
    for (const state of [message.state, otherState]) {
      const replay = await login({ ...message, state });
      expect(replay.status).toBe(400);
      expect(await replay.json()).toEqual({ code: 'loginProviderFailed', error: 'Login github failed' });
    }
  });

  it('refuses an unknown state, and a state of another provider’s flow', async () => {
    const message = await codeOf('mixer');
    expect(await (await login({ ...message, state: 'not-a-flow-state' })).json()).toEqual({ code: 'loginProviderFailed', error: 'Login github failed' });
    const flow = await server.store.oauthFlows.take(message.state, Date.now());
    if (!flow) throw new Error('flow missing');
    await server.store.oauthFlows.create({ ...flow, provider: 'google' });
    expect(await (await login({ ...message })).json()).toEqual({ code: 'loginProviderFailed', error: 'Login github failed' });
  });

  it('refuses a code presented with another PKCE verifier', async () => {
    const message = await codeOf('pkce');
    const flow = await server.store.oauthFlows.take(message.state, Date.now());
    if (!flow) throw new Error('flow missing');
    await server.store.oauthFlows.create({ ...flow, codeVerifier: 'tampered-verifier-tampered-verifier-tampered-verifier' });
    const response = await login({ ...message });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'loginProviderFailed', error: 'Login github failed' });
  });

  it('binds a GitHub account to a signed-in wallet user, who then signs in with it', async () => {
    const { sessionToken, user } = await signIn(server);
    const response = await browser.request(`${OAUTH_API_PREFIX}/bind`, { method: 'POST', bearer: sessionToken, json: { ...(await codeOf('binder')) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Bind github succeed' });
    expect(await server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ provider: 'github', userDid: user.did, email: 'binder@users.example' }]);
    const signedIn = await (await login({ ...(await codeOf('binder')) })).json();
    expect(signedIn.user.did).toBe(user.did);
  });

  it('shows a Cancel on GitHub’s authorize page, and answers it with authDeclined on the popup page', async () => {
    const start = await fetch(`${server.url}${PATHS.oauthLogin}/github`, { redirect: 'manual' });
    const page = await (await fetch(start.headers.get('location') ?? '')).text();
    expect(page).toContain('<button name="decline" formnovalidate>Cancel</button>');

    const { back, callback, message } = await browser.openPopup(github.authorize, 'github', { cancel: true });
    expect(Object.fromEntries(back.url.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state: expect.stringMatching(/^[\w-]{22,}$/),
    });
    expect(callback.status).toBe(400);
    expect(message).toEqual({ type: 'authorization_response', provider: 'github', error: 'You have declined the authentication request', errorCode: 'authDeclined' });
  });

  it('logs out of GitHub, which has no end-session endpoint, by going straight to the logged-out page', async () => {
    const logout = await fetch(`${server.url}${PATHS.oauthLogin}/github/logout`, { redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${TEST_APP_URL}${PATHS.oauthLogin}/github/logged-out`);
  });

  it('lists GitHub among the providers, first by default', async () => {
    expect(await (await server.request(`${OAUTH_API_PREFIX}/providers`)).json()).toEqual([{ provider: 'github', order: 0 }]);
  });
});

describe.each(storeFactories)('GitHub sign-in misconfigured on $name', (factory) => {
  it('refuses plain http endpoints off this machine', async () => {
    const server = await startTestServer({
      factory,
      config: { oauthGithubClientId: CLIENT.clientId, oauthGithubClientSecret: CLIENT.clientSecret, oauthGithubAuthorizationEndpoint: 'http://github.example/login/oauth/authorize' },
    });
    try {
      const start = await fetch(`${server.url}${PATHS.oauthLogin}/github`, { redirect: 'manual' });
      expect(start.status).toBe(400);
      expect(await start.text()).toContain('Login github failed');
    } finally {
      await server.close();
    }
  });

  it('offers GitHub only with both client id and secret, and not when switched off', async () => {
    for (const config of [{ oauthGithubClientId: CLIENT.clientId }, { oauthGithubClientId: CLIENT.clientId, oauthGithubClientSecret: CLIENT.clientSecret, oauthGithubEnabled: false }]) {
      const server = await startTestServer({ factory, config });
      try {
        expect(await (await server.request(`${OAUTH_API_PREFIX}/providers`)).json()).toEqual([]);
        const start = await fetch(`${server.url}${PATHS.oauthLogin}/github`, { redirect: 'manual' });
        expect(await start.text()).toContain('Third party login is not configured');
      } finally {
        await server.close();
      }
    }
  });
});
