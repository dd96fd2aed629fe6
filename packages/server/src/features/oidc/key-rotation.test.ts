import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { rotateSigningKeys } from '../../keys/rotate-signing-keys.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { ID_TOKEN_TTL_MS } from './id-token-ttl.js';
import { OIDC_PATHS } from './oidc-paths.js';
import { relyingParty } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer, type OidcFixture } from './test-support/use-oidc-server.js';

describe.each(storeFactories)('ID tokens across foyer keys rotate on $name', (factory) => {
  const fixture = useOidcServer(factory);

  const idTokenFrom = async (instance: OidcFixture) => {
    const { callback, verifier, state } = await consentedCallback(instance, await newPerson(instance.server));
    const tokens = await oidc.authorizationCodeGrant(instance.rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return tokens.id_token!;
  };
  const jwksOf = async (server: TestServer) => (await (await server.request(OIDC_PATHS.jwks)).json()) as JSONWebKeySet;

  it('an instance started after the rotation signs ID tokens with the new RSA key, and a relying party still verifies those of the old one', async () => {
    const before = fixture();
    const oldIdToken = await idTokenFrom(before);
    const rotation = await rotateSigningKeys(before.server.store.settings, ID_TOKEN_TTL_MS);
    expect(decodeProtectedHeader(oldIdToken)).toMatchObject({ alg: 'RS256', kid: rotation.previous.idToken });

    const restarted = await startTestServer({ factory, store: before.server.store });
    try {
      const after = { ...before, server: restarted, rp: await relyingParty(restarted, before.client) };
      const newIdToken = await idTokenFrom(after);
      expect(decodeProtectedHeader(newIdToken)).toMatchObject({ alg: 'RS256', kid: rotation.current.idToken });

      // As a relying party checks an ID token: against the key set the issuer publishes now.
      const keys = createLocalJWKSet(await jwksOf(restarted));
      for (const token of [oldIdToken, newIdToken]) {
        const { payload } = await jwtVerify(token, keys, { issuer: TEST_APP_URL, audience: before.client.client_id });
        expect(payload.sub).toMatch(/^did:abt:/);
      }
      // The app key, its identity, did not rotate: the same app signs the same people in.
      expect(restarted.foyer.appKey.did).toBe(before.server.foyer.appKey.did);
    } finally {
      await restarted.close();
    }
  });
});
