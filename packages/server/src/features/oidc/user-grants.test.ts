import { PATHS } from '@foyer/core';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { apiResource } from './oidc-paths.js';
import { registerClient, relyingParty, withOfflineAccess, type Person, type RegisteredClient } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer, type OidcFixture } from './test-support/use-oidc-server.js';

async function appTokens(fixture: OidcFixture, person: Person) {
  const { callback, verifier, state } = await consentedCallback(fixture, person, withOfflineAccess('openid profile:read capsule:read'));
  return oidc.authorizationCodeGrant(fixture.rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

describe.each(storeFactories)('the apps a person allowed, and revoking one, on $name', (factory) => {
  const fixture = useOidcServer(factory);
  const apps = async (sessionToken?: string) => {
    const response = await fixture().server.request(PATHS.userApps, { bearer: sessionToken });
    return { status: response.status, body: await response.json() };
  };
  const revoke = (clientId: string, sessionToken?: string, init: { omit?: string[] } = {}) =>
    fixture().server.request(`${PATHS.userApps}/${encodeURIComponent(clientId)}`, { method: 'DELETE', bearer: sessionToken, ...init });

  it('lists each app holding a grant, with its name, logo, scopes and when it was allowed; nothing for someone who allowed none', async () => {
    const { server, owner, client } = fixture();
    const logoClient = (await (await registerClient(server, owner.sessionToken, { client_name: 'Photos', logo_uri: 'https://rp.example/photos.png' })).json()) as RegisteredClient;
    const person = await newPerson(server);
    const before = Date.now();
    await appTokens(fixture(), person);
    await appTokens({ ...fixture(), client: logoClient, rp: await relyingParty(server, logoClient) }, person);

    const { status, body } = await apps(person.sessionToken);

    expect(status).toBe(200);
    expect(body.apps).toHaveLength(2);
    expect(body.apps).toContainEqual({ clientId: client.client_id, clientName: 'Notes', logoUri: null, scopes: expect.arrayContaining(['openid', 'profile:read', 'offline_access', 'capsule:read']), grantedAt: expect.any(String) });
    const photos = body.apps.find((app: { clientId: string }) => app.clientId === logoClient.client_id);
    expect(photos).toMatchObject({ clientName: 'Photos', logoUri: 'https://rp.example/photos.png' });
    expect(Date.parse(photos.grantedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await apps((await newPerson(server)).sessionToken)).body).toEqual({ apps: [] });
  });

  it('revoking an app ends its tokens at once: the access token introspects inactive, refresh is invalid_grant, and the app is gone from the list', async () => {
    const { server, rp, client } = fixture();
    const person = await newPerson(server);
    const tokens = await appTokens(fixture(), person);
    const api = await oidc.refreshTokenGrant(rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });
    const other = await newPerson(server);
    const othersTokens = await appTokens(fixture(), other);

    const answer = await revoke(client.client_id, person.sessionToken);

    expect(answer.status).toBe(204);
    expect(await oidc.tokenIntrospection(rp, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, api.access_token)).toEqual({ active: false });
    await expect(oidc.refreshTokenGrant(rp, api.refresh_token!)).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    await expect(server.foyer.verifyAccessToken(api.access_token)).rejects.toMatchObject({ code: 'invalid_token' });
    expect((await apps(person.sessionToken)).body).toEqual({ apps: [] });
    // Another person's grant to the same app stands.
    expect(await oidc.tokenIntrospection(rp, othersTokens.access_token)).toMatchObject({ active: true, sub: other.session.user.did });
  });

  it('refuses without a session (401), a cross-site revoke (403), and an app the person never allowed (404 in the catalogue\'s words)', async () => {
    const { server, client } = fixture();
    const person = await newPerson(server);
    await appTokens(fixture(), person);

    expect(await apps()).toEqual({ status: 401, body: { code: 'invalidToken', error: 'Invalid token' } });
    expect((await revoke(client.client_id)).status).toBe(401);
    expect((await revoke(client.client_id, person.sessionToken, { omit: ['origin', 'x-csrf-token'] })).status).toBe(403);
    const stranger = await newPerson(server);
    const refused = await revoke(client.client_id, stranger.sessionToken);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ code: 'notFound', error: 'Not found' });
    expect((await apps(person.sessionToken)).body.apps).toHaveLength(1);
  });
});
