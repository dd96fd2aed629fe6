import { PLATFORM_TTL, RESOURCE_SCOPES } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { OIDC_PATHS } from './oidc-paths.js';
import { registerClient } from './test-support/relying-party.js';
import { useOidcServer } from './test-support/use-oidc-server.js';

describe.each(storeFactories)('discovery and registration on $name', (factory) => {
  const fixture = useOidcServer(factory);

  it('oidcc-discovery: one issuer at both well-known names, the SPEC scopes, S256 only, and never alg none', async () => {
    const { server } = fixture();
    const openid = await (await server.request('/.well-known/openid-configuration')).json();
    const rfc8414 = await (await server.request('/.well-known/oauth-authorization-server')).json();

    expect(rfc8414).toEqual(openid);
    expect(openid.issuer).toBe(TEST_APP_URL);
    expect(openid).toMatchObject({
      authorization_endpoint: `${TEST_APP_URL}${OIDC_PATHS.authorize}`,
      token_endpoint: `${TEST_APP_URL}${OIDC_PATHS.token}`,
      registration_endpoint: `${TEST_APP_URL}${OIDC_PATHS.register}`,
      revocation_endpoint: `${TEST_APP_URL}${OIDC_PATHS.revoke}`,
      userinfo_endpoint: `${TEST_APP_URL}${OIDC_PATHS.userinfo}`,
      jwks_uri: `${TEST_APP_URL}${OIDC_PATHS.jwks}`,
      end_session_endpoint: `${TEST_APP_URL}${OIDC_PATHS.logout}`,
      introspection_endpoint: `${TEST_APP_URL}${OIDC_PATHS.introspect}`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(openid.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile:read', ...RESOURCE_SCOPES]));
    const algs = Object.entries(openid).filter(([key]) => key.endsWith('alg_values_supported')).flatMap(([, values]) => values as string[]);
    expect(algs.length).toBeGreaterThan(0);
    expect(algs).not.toContain('none');
  });

  it('serves the JWKS with the RS256 key and the app key that signs session tokens', async () => {
    const { server } = fixture();
    const { keys } = await (await server.request(OIDC_PATHS.jwks)).json();

    expect(keys.map((key: { alg: string }) => key.alg).sort()).toEqual(['EdDSA', 'RS256']);
    expect(keys.find((key: { alg: string }) => key.alg === 'EdDSA')).toMatchObject({ kid: server.foyer.appKey.kid, x: server.foyer.appKey.publicJwk.x });
    expect(keys.every((key: Record<string, unknown>) => !('d' in key))).toBe(true);
  });

  it('registers a client only for an owner or admin: anonymous 401, guest and member 403', async () => {
    const { server } = fixture();
    const anonymous = await registerClient(server, undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await anonymous.json()).toMatchObject({ error: 'invalid_token' });
    expect((await registerClient(server, 'not-a-session')).status).toBe(401);
    for (const role of ['guest', 'member']) {
      const refused = await registerClient(server, (await signIn(server, { role })).sessionToken);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'insufficient_scope' });
    }
    expect((await server.store.oidcModels.list('Client', Date.now())).length).toBe(1);

    const admin = await registerClient(server, (await signIn(server, { role: 'admin' })).sessionToken, { client_name: 'Admin tool' });
    expect(admin.status).toBe(201);
  });

  it('gives a confidential client a secret that expires in 30 days (SPEC §9), and a public one none', async () => {
    const { server, owner } = fixture();
    const before = Math.floor(Date.now() / 1000);
    const confidential = await (await registerClient(server, owner.sessionToken)).json();
    const expected = before + PLATFORM_TTL.oauthClientSecretMs / 1000;

    expect(confidential.client_secret.length).toBeGreaterThanOrEqual(43);
    expect(confidential.client_secret_expires_at).toBeGreaterThanOrEqual(expected);
    expect(confidential.client_secret_expires_at).toBeLessThanOrEqual(expected + 5);
    expect(confidential).not.toHaveProperty('registration_access_token');

    const pub = await (await registerClient(server, owner.sessionToken, { token_endpoint_auth_method: 'none' })).json();
    expect(pub).not.toHaveProperty('client_secret');
  });

  it('refuses bad client metadata with invalid_client_metadata or invalid_redirect_uri, never a 500', async () => {
    const { server, owner } = fixture();
    const cases: [Record<string, unknown>, string][] = [
      [{ redirect_uris: 'https://a.example/cb' }, 'invalid_redirect_uri'],
      [{ redirect_uris: ['not a url'] }, 'invalid_redirect_uri'],
      [{ grant_types: ['password'] }, 'invalid_client_metadata'],
      [{ response_types: ['token'] }, 'invalid_client_metadata'],
    ];
    for (const [metadata, error] of cases) {
      const response = await registerClient(server, owner.sessionToken, metadata);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error });
    }
    const garbage = await fetch(`${server.url}${OIDC_PATHS.register}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.sessionToken}` }, body: '{"redirect_uris": [' });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ error: 'invalid_request' });
  });
});
