import { PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { redirectUriOf } from './redirect-uri.js';
import { CookieJar } from './test-support/cookie-jar.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from './test-support/local-openid-provider.js';
import { oauthBrowser } from './test-support/oauth-popup.js';

const CLIENT = { clientId: 'foyer-auth0-test', clientSecret: 'foyer-auth0-test-secret-that-is-long-enough' };
const LOGGED_OUT = `${TEST_APP_URL}${PATHS.oauthLogin}/auth0/logged-out`;

describe.each(storeFactories)('GET {PATHS.oauthLogin}/auth0/logout with a local OpenID provider (standing in for Auth0) on $name', (factory) => {
  let idp: LocalOpenIdProvider;
  let server: TestServer;

  beforeAll(async () => {
    idp = await startLocalOpenIdProvider({ ...CLIENT, redirectUris: [redirectUriOf(TEST_APP_URL, 'auth0')] });
    server = await startTestServer({ factory, config: { oauthAuth0ClientId: CLIENT.clientId, oauthAuth0ClientSecret: CLIENT.clientSecret, oauthAuth0Issuer: idp.issuer } });
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const logoutLocation = async () => {
    const logout = await fetch(`${server.url}${PATHS.oauthLogin}/auth0/logout`, { redirect: 'manual' });
    expect(logout.status).toBe(302);
    return new URL(logout.headers.get('location') ?? '');
  };

  /** Where the provider first takes a browser with `providerJar` that begins a sign-in: straight back to the app, or one of its pages. */
  async function firstStop(providerJar: CookieJar): Promise<string> {
    const start = await fetch(`${server.url}${PATHS.oauthLogin}/auth0`, { redirect: 'manual' });
    let url = new URL(start.headers.get('location') ?? '');
    for (let step = 0; step < 10; step += 1) {
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: providerJar.header(url) } });
      providerJar.store(url, response);
      const location = response.headers.get('location');
      if (!location) return `the ${/name="prompt" value="(\w+)"/.exec(await response.text())?.[1]} page`;
      url = new URL(location, url);
      if (url.origin !== idp.issuer) return 'back to the app';
    }
    throw new Error('the provider kept redirecting');
  }

  it('sends the popup to the end-session endpoint with the client id and the logged-out page to come back to', async () => {
    const discovery = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
    const target = await logoutLocation();
    expect(`${target.origin}${target.pathname}`).toBe(discovery.end_session_endpoint);
    expect(Object.fromEntries(target.searchParams)).toEqual({ client_id: CLIENT.clientId, post_logout_redirect_uri: LOGGED_OUT });
  });

  it('ends the provider session of the browser that follows it, which lands on the logged-out page, so the next sign-in asks again', async () => {
    const browser = oauthBrowser(server);
    const providerJar = new CookieJar();
    const { message } = await browser.openPopup(idp.authorize, 'auth0', { login: 'leaving' }, providerJar);
    expect(message).toMatchObject({ provider: 'auth0', code: expect.any(String) });
    expect(await firstStop(providerJar)).toBe('back to the app');

    const back = await idp.endSession((await logoutLocation()).href, providerJar);
    expect(back.href).toBe(LOGGED_OUT);
    const page = await fetch(`${server.url}${back.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('window.close();');

    expect(await firstStop(providerJar)).toBe('the login page');
  });
});
