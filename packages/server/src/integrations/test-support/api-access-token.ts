import * as oidc from 'openid-client';
import { apiResource } from '../../features/oidc/oidc-paths.js';
import { consentedCallback, newPerson, type OidcFixture } from '../../features/oidc/test-support/use-oidc-server.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';

/** A new person who signs in and consents to `scope` for the fixture's client: their session, and an access token bound to Foyer's API. */
export async function apiAccessToken(fixture: OidcFixture, scope: string) {
  const person = await newPerson(fixture.server);
  // A refresh token, to trade for the API-bound token, comes only with offline_access the person consented to.
  const { callback, verifier, state } = await consentedCallback(fixture, person, { scope: `openid offline_access ${scope}`, prompt: 'consent' });
  const tokens = await oidc.authorizationCodeGrant(fixture.rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
  const api = await oidc.refreshTokenGrant(fixture.rp, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });
  return { person, accessToken: api.access_token };
}
