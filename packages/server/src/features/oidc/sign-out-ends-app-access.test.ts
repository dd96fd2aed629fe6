import { PATHS } from '@foyer/core';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { apiResource, OIDC_PATHS } from './oidc-paths.js';
import { authorize, startCodeFlow, withOfflineAccess, type Person } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer, type OidcFixture } from './test-support/use-oidc-server.js';

const OFFLINE = withOfflineAccess('openid profile:read capsule:read');

async function appTokens(fixture: OidcFixture, person: Person, parameters: Record<string, string> = OFFLINE) {
  const { callback, verifier, state } = await consentedCallback(fixture, person, parameters);
  return oidc.authorizationCodeGrant(fixture.rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

describe.each(storeFactories)('signing out of Foyer ends what apps hold, and refresh tokens need offline_access, on $name', (factory) => {
  const fixture = useOidcServer(factory);
  const logout = (sessionToken: string) => fixture().server.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: {} });
  const userinfo = (accessToken: string) => fetch(`${fixture().server.url}${OIDC_PATHS.userinfo}`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('after POST logout the refresh token is invalid_grant, and every token introspects inactive and is refused by the API', async () => {
    const { rp, server } = fixture();
    const person = await newPerson(server);
    const tokens = await appTokens(fixture(), person);
    const api = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });
    await expect(server.foyer.verifyAccessToken(api.access_token, { scope: 'capsule:read' })).resolves.toMatchObject({ sub: person.session.user.did });

    expect((await logout(person.sessionToken!)).status).toBe(200);

    await expect(oidc.refreshTokenGrant(rp, api.refresh_token!)).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await oidc.tokenIntrospection(rp, api.refresh_token!)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, api.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, tokens.access_token)).toEqual({ active: false });
    await expect(server.foyer.verifyAccessToken(api.access_token)).rejects.toMatchObject({ code: 'invalid_token', status: 401 });
    expect((await userinfo(tokens.access_token)).status).toBe(401);
  });

  it('a session revoked from elsewhere ends the tokens of apps signed in through it, not those of the person’s other sessions', async () => {
    const { rp, server } = fixture();
    const laptop = await newPerson(server);
    const user = await server.store.users.findByDid(laptop.session.user.did);
    const phoneSession = await server.foyer.sessions.issueSession({ user: user!, provider: 'email' });
    const phone = { jar: (await newPerson(server)).jar, sessionToken: phoneSession.sessionToken };
    const onLaptop = await appTokens(fixture(), laptop);
    const onPhone = await appTokens(fixture(), phone);

    await server.foyer.sessions.endSession(laptop.session.session.id);

    await expect(oidc.refreshTokenGrant(rp, onLaptop.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await oidc.refreshTokenGrant(rp, onPhone.refresh_token!)).refresh_token).toBeTruthy();
  });

  it('signing in again in the same browser does not bring back the tokens of the ended sign-in', async () => {
    const { rp, server } = fixture();
    const person = await newPerson(server);
    const before = await appTokens(fixture(), person);
    await logout(person.sessionToken!);

    const user = await server.store.users.findByDid(person.session.user.did);
    person.sessionToken = (await server.foyer.sessions.issueSession({ user: user!, provider: 'email' })).sessionToken;
    const flow = await startCodeFlow(rp, OFFLINE);
    const { redirect } = await authorize(server, person, flow.url, ['login', 'consent']);
    const after = await oidc.authorizationCodeGrant(rp, redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });

    await expect(oidc.refreshTokenGrant(rp, before.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await oidc.tokenIntrospection(rp, before.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, after.access_token)).toMatchObject({ active: true, sub: person.session.user.did });
    expect((await oidc.refreshTokenGrant(rp, after.refresh_token!)).refresh_token).toBeTruthy();
  });

  it('a refresh token only with offline_access asked for with prompt=consent and allowed by the person', async () => {
    const { rp, server } = fixture();
    const person = await newPerson(server);
    const tokensOf = async (flow: Awaited<ReturnType<typeof startCodeFlow>>, redirect: URL | null) =>
      oidc.authorizationCodeGrant(rp, redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });

    const online = await appTokens(fixture(), person, { scope: 'openid profile:read' });
    expect(online.refresh_token).toBeUndefined();
    expect(online.access_token).toBeTruthy();

    // Consent for these scopes is remembered, so without prompt=consent nobody is asked and offline_access is dropped.
    const unasked = await startCodeFlow(rp, { scope: 'openid profile:read offline_access' });
    const straight = await authorize(server, person, unasked.url, []);
    expect(straight.redirect?.origin).not.toBe(TEST_APP_URL);
    expect((await tokensOf(unasked, straight.redirect)).refresh_token).toBeUndefined();

    const asked = await startCodeFlow(rp, { scope: 'openid profile:read offline_access', prompt: 'consent' });
    const consentPage = await authorize(server, person, asked.url, []);
    expect(consentPage.redirect?.pathname).toMatch(new RegExp(`^${OIDC_PATHS.interaction}/`));
    const declined = await authorize(server, person, asked.url, ['deny']);
    expect(declined.redirect?.searchParams.get('error')).toBe('access_denied');
    const allowed = await authorize(server, person, asked.url, ['consent']);
    const offline = await tokensOf(asked, allowed.redirect);
    expect(offline.refresh_token).toBeTruthy();
    expect((await oidc.refreshTokenGrant(rp, offline.refresh_token!)).access_token).toBeTruthy();
  });
});
