import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { OIDC_PATHS, apiResource } from './oidc-paths.js';
import { registerClient, relyingParty, withOfflineAccess, type RegisteredClient } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer, type OidcFixture } from './test-support/use-oidc-server.js';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function tokensFor(fixture: OidcFixture, scope = 'openid profile:read') {
  const person = await newPerson(fixture.server);
  const { callback, verifier, state } = await consentedCallback(fixture, person, withOfflineAccess(scope));
  const tokens = await oidc.authorizationCodeGrant(fixture.rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
  return { person, tokens, callback, verifier };
}

// Named after the OpenID Foundation conformance modules each case mirrors.
describe.each(storeFactories)('token, userinfo and revocation endpoints on $name', (factory) => {
  const fixture = useOidcServer(factory);

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${fixture().server.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const userinfo = (accessToken: string) => fetch(`${fixture().server.url}${OIDC_PATHS.userinfo}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const clientAuth = () => ({ authorization: basic(fixture().client.client_id, fixture().client.client_secret!) });
  const anotherClient = async () => {
    const { server, owner } = fixture();
    const client = (await (await registerClient(server, owner.sessionToken, { client_name: 'Photos' })).json()) as RegisteredClient;
    return relyingParty(server, client);
  };

  it('oidcc-codereuse: a reused code is invalid_grant and the tokens issued from it stop working', async () => {
    const { tokens, callback, verifier } = await tokensFor(fixture());
    expect((await userinfo(tokens.access_token)).status).toBe(200);

    const replay = await post(OIDC_PATHS.token, new URLSearchParams({ grant_type: 'authorization_code', code: callback.searchParams.get('code')!, redirect_uri: `${callback.origin}${callback.pathname}`, code_verifier: verifier }), clientAuth());

    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    const refresh = await post(OIDC_PATHS.token, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }), clientAuth());
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a wrong PKCE verifier is invalid_grant', async () => {
    const person = await newPerson(fixture().server);
    const { callback, state } = await consentedCallback(fixture(), person);

    const exchange = oidc.authorizationCodeGrant(fixture().rp, callback, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: state });

    await expect(exchange).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a wrong client secret is invalid_client', async () => {
    const { client, server } = fixture();
    const person = await newPerson(server);
    const { callback, verifier } = await consentedCallback(fixture(), person);
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: callback.searchParams.get('code')!, redirect_uri: `${callback.origin}${callback.pathname}`, code_verifier: verifier });

    const response = await post(OIDC_PATHS.token, form, { authorization: basic(client.client_id, 'not-the-secret') });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('oidcc-refresh-token: every refresh rotates, and presenting a rotated token revokes the whole family', async () => {
    const { rp } = fixture();
    const { tokens, person } = await tokensFor(fixture());

    const first = await oidc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(first.refresh_token).toBeTruthy();
    expect(first.refresh_token).not.toBe(tokens.refresh_token);
    expect(first.claims()?.sub).toBe(person.session.user.did);
    const second = await oidc.refreshTokenGrant(rp, first.refresh_token!);
    expect((await userinfo(second.access_token)).status).toBe(200);

    await expect(oidc.refreshTokenGrant(rp, first.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    await expect(oidc.refreshTokenGrant(rp, second.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await userinfo(second.access_token)).status).toBe(401);
  });

  it('revocation: a revoked access token is refused at userinfo, a revoked refresh token is invalid_grant', async () => {
    const { rp } = fixture();
    const { tokens } = await tokensFor(fixture());

    await oidc.tokenRevocation(rp, tokens.access_token);
    const refused = await userinfo(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);

    await oidc.tokenRevocation(rp, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('an expired access token is 401 at userinfo and an expired refresh token is invalid_grant', async () => {
    const { server, rp } = fixture();
    const { tokens } = await tokensFor(fixture());
    // An hour ago: well past the provider's clock tolerance.
    const past = Math.floor(Date.now() / 1000) - 3600;
    for (const model of ['AccessToken', 'RefreshToken']) {
      for (const record of await server.store.oidcModels.list(model, Date.now())) {
        if (record.payload.accountId === undefined) continue;
        await server.store.oidcModels.upsert(model, record.id, { ...record.payload, exp: past }, null, Date.now());
      }
    }

    expect((await userinfo(tokens.access_token)).status).toBe(401);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['an empty body', ''],
    ['no grant_type', 'code=abc'],
    ['an unknown grant_type', 'grant_type=password&username=a&password=b'],
    ['a repeated parameter', 'grant_type=refresh_token&refresh_token=a&refresh_token=b'],
    ['a refresh token that was never issued', 'grant_type=refresh_token&refresh_token=forged'],
  ])('answers %s at the token endpoint with OAuth error JSON and 400', async (_name, body) => {
    const response = await post(OIDC_PATHS.token, body, clientAuth());

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(Object.keys(await response.json()).sort()).toEqual(['error', 'error_description']);
  });

  it('answers a JSON body and a bad bearer with OAuth errors, never a 500', async () => {
    const json = await post(OIDC_PATHS.token, '{"grant_type":"refresh_token"}', { ...clientAuth(), 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    const info = await userinfo('not-a-token');
    expect(info.status).toBe(401);
    expect(await info.json()).toMatchObject({ error: 'invalid_token' });
    const revoke = await post(OIDC_PATHS.revoke, 'token=', clientAuth());
    expect(revoke.status).toBe(400);
  });

  it('introspection tells the client what its access token carries: scope, subject and audience', async () => {
    const { rp } = fixture();
    const { tokens, person } = await tokensFor(fixture(), 'openid profile:read capsule:read');
    const capsule = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });

    const introspected = await oidc.tokenIntrospection(rp, capsule.access_token);

    expect(introspected).toMatchObject({ active: true, sub: person.session.user.did, scope: 'capsule:read', aud: apiResource(TEST_APP_URL), client_id: fixture().client.client_id });
  });

  it("introspection of another client's access token answers inactive, while the owning client still sees it active", async () => {
    const { rp } = fixture();
    const { tokens } = await tokensFor(fixture());
    const other = await anotherClient();

    expect(await oidc.tokenIntrospection(other, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, tokens.access_token)).toMatchObject({ active: true, client_id: fixture().client.client_id });
  });

  it("revocation by another client is refused and leaves the owner's access token working at userinfo", async () => {
    const { tokens } = await tokensFor(fixture());
    const other = await anotherClient();

    await expect(oidc.tokenRevocation(other, tokens.access_token)).rejects.toMatchObject({ error: 'invalid_request' });

    expect((await userinfo(tokens.access_token)).status).toBe(200);
  });
});
