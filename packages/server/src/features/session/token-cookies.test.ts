import { AUTH_SERVICE_PREFIX, HEADERS, HTTP_ONLY_ENGINE, PATHS, PLATFORM_TTL, SERVER_PATHS, STORAGE_KEYS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestRequestInit, type TestServer } from '../../test-support/start-test-server.js';
import { OIDC_PATHS } from '../oidc/oidc-paths.js';

const GRACE_MS = 200;
const COOKIE_MODE = { [HEADERS.tokenDelivery]: HTTP_ONLY_ENGINE };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SetCookie {
  value: string;
  attributes: Map<string, string>;
}

/** The Set-Cookie headers of a response by cookie name, attribute names lower-cased. */
function setCookies(response: Response): Map<string, SetCookie> {
  const parsed = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attributes = new Map(rest.map((part) => [part.split('=')[0]!.toLowerCase(), part.split('=')[1] ?? '']));
    parsed.set(pair.slice(0, at), { value: pair.slice(at + 1), attributes });
  }
  return parsed;
}

const tokenCookiesOf = (response: Response) => {
  const cookies = setCookies(response);
  return {
    session: cookies.get(STORAGE_KEYS.sessionToken),
    refresh: cookies.get(STORAGE_KEYS.refreshToken),
    window: cookies.get(STORAGE_KEYS.sessionWindow),
  };
};

describe.each(storeFactories)('HttpOnly token cookies on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { refreshGraceMs: GRACE_MS } });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Signs in over HTTP by trading a login token, as a page in cookie mode (or not) would. */
  async function signInOverHttp(init: TestRequestInit = {}) {
    const issued = await signIn(server);
    const loginToken = await server.foyer.loginTokens.mintLoginToken(issued.session.id);
    return server.request(`${AUTH_SERVICE_PREFIX}/loginToken`, { method: 'POST', json: { loginToken }, ...init });
  }

  async function cookieSignIn() {
    const response = await signInOverHttp({ headers: COOKIE_MODE });
    const { session, refresh } = tokenCookiesOf(response);
    return { response, sessionToken: session?.value ?? '', refreshToken: refresh?.value ?? '' };
  }

  it('in cookie mode answers a sign-in without tokens and sets them as HttpOnly, SameSite=Lax cookies', async () => {
    const { response } = await cookieSignIn();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).not.toHaveProperty('sessionToken');
    expect(body).not.toHaveProperty('refreshToken');
    expect(body.user).toMatchObject({ role: 'guest' });

    const { session, refresh, window } = tokenCookiesOf(response);
    expect(session?.attributes.has('httponly')).toBe(true);
    expect(session?.attributes.get('path')).toBe('/');
    expect(session?.attributes.get('samesite')).toBe('Lax');
    expect(Number(session?.attributes.get('max-age'))).toBeGreaterThan(3590);
    expect(Number(session?.attributes.get('max-age'))).toBeLessThanOrEqual(3600);
    expect(refresh?.attributes.has('httponly')).toBe(true);
    expect(refresh?.attributes.get('path')).toBe(PATHS.refreshSession);
    expect(refresh?.attributes.get('samesite')).toBe('Lax');
    expect(refresh?.attributes.get('max-age')).toBe(String(PLATFORM_TTL.sessionMs / 1000));
    expect(session?.attributes.has('secure') || refresh?.attributes.has('secure')).toBe(false);
    // The readable cookie carries the session token's iat.exp and a rotation tag, and nothing that signs anyone in.
    expect(window?.attributes.has('httponly')).toBe(false);
    expect(window?.value).toMatch(/^\d+\.\d+\.[\w-]{8}$/);
    const [iat, exp] = (window?.value ?? '').split('.').map(Number);
    expect(exp! - iat!).toBe(3600);
  });

  it('without the header answers with the tokens in the body, as SPEC clients expect, and sets no token cookie', async () => {
    const response = await signInOverHttp();
    const body = await response.json();
    expect(body).toMatchObject({ sessionToken: expect.any(String), refreshToken: expect.any(String) });
    expect(tokenCookiesOf(response)).toEqual({ session: undefined, refresh: undefined, window: undefined });
  });

  it('switches passport by the session cookie and answers with new cookies instead of tokens', async () => {
    const owner = await signIn(server, { role: 'owner' });
    const { response, sessionToken } = await cookieSignIn();
    const { user } = (await response.json()) as { user: { did: string } };
    const issued = await server.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: owner.sessionToken, json: { ownerDid: user.did, role: 'member' } });
    const { id } = (await issued.json()) as { id: string };

    const cookies = { [STORAGE_KEYS.sessionToken]: sessionToken };
    const switched = await server.request(PATHS.switchPassport, { method: 'POST', headers: COOKIE_MODE, cookies, json: { passportId: id } });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual({});
    const next = tokenCookiesOf(switched);
    expect(next.refresh?.attributes.has('httponly')).toBe(true);
    const session = await server.request(PATHS.session, { cookies: { [STORAGE_KEYS.sessionToken]: next.session?.value ?? '' } });
    expect((await session.json()).user).toMatchObject({ role: 'member' });
  });

  it('authenticates GET /session by the session cookie alone', async () => {
    const { sessionToken } = await cookieSignIn();
    const response = await server.request(PATHS.session, { cookies: { [STORAGE_KEYS.sessionToken]: sessionToken } });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ role: 'guest' });
  });

  it('refreshes by the refresh cookie: new cookies, a body with the user only', async () => {
    const { refreshToken } = await cookieSignIn();
    const response = await server.request(PATHS.refreshSession, { method: 'POST', headers: COOKIE_MODE, cookies: { [STORAGE_KEYS.refreshToken]: refreshToken } });
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json())).toEqual(['user']);
    const next = tokenCookiesOf(response);
    expect(next.refresh?.value).not.toBe(refreshToken);
    expect(next.refresh?.attributes.get('path')).toBe(PATHS.refreshSession);
    // Same claims within one second sign to the same JWT, so only its presence is checked.
    expect(next.session?.value).toMatch(/^ey/);
  });

  it('trades a refresh token presented as bearer for cookies (the wallet result the page saw once)', async () => {
    const issued = await signIn(server);
    const response = await server.request(PATHS.refreshSession, { method: 'POST', headers: COOKIE_MODE, bearer: issued.refreshToken });
    expect(response.status).toBe(200);
    const { session, refresh } = tokenCookiesOf(response);
    expect(refresh?.value).not.toBe(issued.refreshToken);
    const seenAgain = await server.request(PATHS.refreshSession, { method: 'POST', bearer: issued.refreshToken });
    expect(seenAgain.status).toBe(200);
    await pause(GRACE_MS + 50);
    // Past the grace window, the token the page's script once saw revokes the whole family.
    expect((await server.request(PATHS.refreshSession, { method: 'POST', bearer: issued.refreshToken })).status).toBe(401);
    expect((await server.request(PATHS.session, { cookies: { [STORAGE_KEYS.sessionToken]: session?.value ?? '' } })).status).toBe(401);
  });

  it('clears the cookies, on their own paths, when a refresh is refused', async () => {
    const response = await server.request(PATHS.refreshSession, { method: 'POST', headers: COOKIE_MODE, cookies: { [STORAGE_KEYS.refreshToken]: 'x.y' } });
    expect(response.status).toBe(401);
    const { session, refresh, window } = tokenCookiesOf(response);
    expect([session?.attributes.get('max-age'), refresh?.attributes.get('max-age'), window?.attributes.get('max-age')]).toEqual(['0', '0', '0']);
    expect(refresh?.attributes.get('path')).toBe(PATHS.refreshSession);
  });

  it('logs out by the session cookie, ends the session and clears both cookies', async () => {
    const { sessionToken, refreshToken } = await cookieSignIn();
    const response = await server.request(PATHS.logout, { method: 'POST', json: {}, cookies: { [STORAGE_KEYS.sessionToken]: sessionToken } });
    expect(response.status).toBe(200);
    const { session, refresh } = tokenCookiesOf(response);
    expect([session?.value, session?.attributes.get('max-age'), session?.attributes.get('path')]).toEqual(['', '0', '/']);
    expect([refresh?.value, refresh?.attributes.get('max-age'), refresh?.attributes.get('path')]).toEqual(['', '0', PATHS.refreshSession]);
    const refused = await server.request(PATHS.refreshSession, { method: 'POST', headers: COOKIE_MODE, cookies: { [STORAGE_KEYS.refreshToken]: refreshToken } });
    expect(refused.status).toBe(401);
  });

  it('still demands the CSRF header and origin of a request authenticated by cookie', async () => {
    const { sessionToken } = await cookieSignIn();
    const cookies = { [STORAGE_KEYS.sessionToken]: sessionToken };
    const forged = await server.request(PATHS.logout, { method: 'POST', json: {}, cookies, omit: [HEADERS.csrfToken] });
    expect([forged.status, (await forged.json()).code]).toEqual([403, 'csrfRejected']);
    const crossSite = await server.request(PATHS.logout, { method: 'POST', json: {}, cookies, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await server.request(PATHS.session, { cookies })).status).toBe(200);
  });

  it('does not take the session cookie on a route exempt from the CSRF check', async () => {
    const { sessionToken } = await cookieSignIn();
    const json = { redirect_uris: ['https://rp.example/cb'] };
    const byCookie = await server.request(OIDC_PATHS.register, { method: 'POST', json, cookies: { [STORAGE_KEYS.sessionToken]: sessionToken } });
    expect([byCookie.status, (await byCookie.json()).error]).toEqual([401, 'invalid_token']);
    // The same session as bearer is read (and found not to be an owner or admin).
    const byBearer = await server.request(OIDC_PATHS.register, { method: 'POST', json, bearer: sessionToken });
    expect([byBearer.status, (await byBearer.json()).error]).toEqual([403, 'insufficient_scope']);
  });
});

describe('HttpOnly token cookies for an https app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory: storeFactories[0]!, config: { appUrl: 'https://foyer.test' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('are Secure', async () => {
    const issued = await signIn(server);
    const loginToken = await server.foyer.loginTokens.mintLoginToken(issued.session.id);
    const response = await server.request(`${AUTH_SERVICE_PREFIX}/loginToken`, {
      method: 'POST',
      json: { loginToken },
      headers: { ...COOKIE_MODE, origin: 'https://foyer.test' },
    });
    expect(response.status).toBe(200);
    const { session, refresh, window } = tokenCookiesOf(response);
    expect([session, refresh, window].map((cookie) => cookie?.attributes.has('secure'))).toEqual([true, true, true]);
  });
});
