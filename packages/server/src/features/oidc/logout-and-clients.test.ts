import { CSRF_COOKIE, HEADERS, RESOURCE_SCOPES } from '@foyer/core';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { apiResource, OIDC_PATHS } from './oidc-paths.js';
import { browse, registerClient, relyingParty, RP_LOGGED_OUT, toServer, withOfflineAccess, type RegisteredClient } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer, type OidcFixture } from './test-support/use-oidc-server.js';
import { AccessTokenError } from './verify-access-token.js';

async function signedInPerson(fixture: OidcFixture, rp = fixture.rp, scope = 'openid profile:read capsule:read') {
  const person = await newPerson(fixture.server);
  const { callback, verifier, state } = await consentedCallback({ ...fixture, rp }, person, withOfflineAccess(scope));
  const tokens = await oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
  return { person, tokens };
}

const form = (page: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields.set(name, value);
  return { action, fields };
};

describe.each(storeFactories)('logout, client management and access tokens on $name', (factory) => {
  const fixture = useOidcServer(factory);
  const userinfo = (accessToken: string) => fetch(`${fixture().server.url}${OIDC_PATHS.userinfo}`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('oidcc-rp-initiated-logout: asks first, then ends the Foyer session and returns to the registered URI', async () => {
    const { server, rp } = fixture();
    const { person, tokens } = await signedInPerson(fixture());
    const url = oidc.buildEndSessionUrl(rp, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: RP_LOGGED_OUT, state: 'bye' });

    const confirm = await browse(server, person, url);
    expect(confirm.response.status).toBe(200);
    const page = await confirm.response.text();
    expect(page).toContain('Yes, sign me out');
    expect(page).toContain('No, stay signed in');
    await expect(server.foyer.sessions.authenticate(person.sessionToken)).resolves.toBeTruthy();

    const { action, fields } = form(page);
    fields.set('logout', 'yes');
    const target = new URL(action!, TEST_APP_URL);
    const answer = await fetch(new URL(target.pathname, server.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: person.jar.header(new URL(server.url)), origin: TEST_APP_URL },
      body: fields,
    });

    const back = new URL(answer.headers.get('location') ?? '', TEST_APP_URL);
    expect(`${back.origin}${back.pathname}`).toBe(RP_LOGGED_OUT);
    expect(back.searchParams.get('state')).toBe('bye');
    await expect(server.foyer.sessions.authenticate(person.sessionToken)).rejects.toMatchObject({ code: 'invalidToken' });
    expect((await userinfo(tokens.access_token)).status).toBe(401);
  });

  it('oidcc-rp-initiated-logout-bad-post-logout-redirect-uri: an unregistered URI is an error page, never a redirect', async () => {
    const { server, rp } = fixture();
    const { person, tokens } = await signedInPerson(fixture());
    const url = oidc.buildEndSessionUrl(rp, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: 'https://evil.example/' });

    const { response } = await browse(server, person, url);

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('post_logout_redirect_uri not registered');
    const pageIn = async (language: string) => (await fetch(toServer(server, url), { headers: { accept: 'text/html', 'accept-language': language } })).text();
    expect(await pageIn('en')).toContain('<h1>This sign-out request cannot continue</h1>');
    expect(await pageIn('zh-CN')).toContain('<h1>此退出登录请求无法继续</h1>');
  });

  it('verifyAccessToken lets a resource server check capsule scopes on the token bound to its API', async () => {
    const { server, rp } = fixture();
    const { person, tokens } = await signedInPerson(fixture());
    const api = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });

    await expect(server.foyer.verifyAccessToken(api.access_token, { scope: 'capsule:read' })).resolves.toMatchObject({
      sub: person.session.user.did,
      clientId: fixture().client.client_id,
      scopes: ['capsule:read'],
      audience: apiResource(TEST_APP_URL),
    });
    await expect(server.foyer.verifyAccessToken(api.access_token, { scope: RESOURCE_SCOPES[1] })).rejects.toMatchObject({ code: 'insufficient_scope', status: 403 });
    // The userinfo token has no audience: it opens userinfo, not the API.
    await expect(server.foyer.verifyAccessToken(tokens.access_token)).rejects.toMatchObject({ code: 'invalid_token', status: 401 });
    await expect(server.foyer.verifyAccessToken('forged')).rejects.toBeInstanceOf(AccessTokenError);
    await expect(server.foyer.verifyAccessToken(undefined)).rejects.toMatchObject({ code: 'invalid_token' });

    await oidc.tokenRevocation(rp, api.access_token);
    await expect(server.foyer.verifyAccessToken(api.access_token)).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('lists clients for an owner or admin only, rotates a secret so the old one stops working, and deletes a client with its tokens', async () => {
    const { server, owner } = fixture();
    const bearer = { authorization: `Bearer ${owner.sessionToken}` };
    const client = (await (await registerClient(server, owner.sessionToken, { client_name: 'Short-lived', logo_uri: 'https://rp.example/logo.png' })).json()) as RegisteredClient;
    const rp = await relyingParty(server, client);
    const { tokens } = await signedInPerson(fixture(), rp);
    const api = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });

    const guest = await signIn(server, { role: 'guest' });
    expect((await fetch(`${server.url}${OIDC_PATHS.clients}`, { headers: { authorization: `Bearer ${guest.sessionToken}` } })).status).toBe(403);
    expect((await fetch(`${server.url}${OIDC_PATHS.clients}`)).status).toBe(401);
    const { clients } = await (await fetch(`${server.url}${OIDC_PATHS.clients}`, { headers: bearer })).json();
    expect(clients).toContainEqual({
      clientId: client.client_id,
      clientName: 'Short-lived',
      logoUri: 'https://rp.example/logo.png',
      redirectUris: client.redirect_uris,
      public: false,
      createdAt: (client.client_id_issued_at as number) * 1000,
      secretExpiresAt: client.client_secret_expires_at! * 1000,
    });

    const page = { ...bearer, origin: TEST_APP_URL, cookie: `${CSRF_COOKIE}=x`, [HEADERS.csrfToken]: 'x' };
    const rotate = (path: string) => fetch(`${server.url}${path}`, { method: 'POST', headers: page });
    const rotated = await (await rotate(`${OIDC_PATHS.clients}/${client.client_id}/secret`)).json();
    expect(rotated.clientSecret).toBeTruthy();
    await expect(oidc.refreshTokenGrant(rp, api.refresh_token!)).rejects.toMatchObject({ status: 401 });
    const renewed = await relyingParty(server, { ...client, client_secret: rotated.clientSecret });
    const afterRotation = await oidc.refreshTokenGrant(renewed, api.refresh_token!, { resource: apiResource(TEST_APP_URL) });

    const removed = await fetch(`${server.url}${OIDC_PATHS.clients}/${client.client_id}`, { method: 'DELETE', headers: page });
    expect(removed.status).toBe(204);
    await expect(server.foyer.verifyAccessToken(afterRotation.access_token)).rejects.toMatchObject({ code: 'invalid_token' });
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    const { clients: after } = await (await fetch(`${server.url}${OIDC_PATHS.clients}`, { headers: bearer })).json();
    expect(after.map((item: { clientId: string }) => item.clientId)).not.toContain(client.client_id);
  });
});
