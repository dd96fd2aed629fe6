import { afterAll, beforeAll } from 'vitest';
import type { StoreFactory } from '../../../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../../test-support/start-test-server.js';
import { redirectUriOf } from '../redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider, type LocalOpenIdProviderOptions } from './local-openid-provider.js';
import { oauthBrowser, type OAuthBrowser } from './oauth-popup.js';

const CLIENT = { clientId: 'foyer-test', clientSecret: 'foyer-test-secret-that-is-long-enough-for-hs256' };

export interface GoogleStandIn {
  idp: LocalOpenIdProvider;
  server: TestServer;
  /** A browser on `server`, whose cookies bind the flows it begins. */
  browser: OAuthBrowser;
}

/** For the enclosing describe: a local OpenID provider standing in for Google, a test server configured with it and a browser on it. */
export function useGoogleStandIn(factory: StoreFactory, options: Partial<LocalOpenIdProviderOptions> = {}): GoogleStandIn {
  const standIn = {} as GoogleStandIn;
  beforeAll(async () => {
    standIn.idp = await startLocalOpenIdProvider({ ...CLIENT, redirectUris: [redirectUriOf(TEST_APP_URL, 'google')], ...options });
    standIn.server = await startTestServer({
      factory,
      config: { oauthGoogleClientId: CLIENT.clientId, oauthGoogleClientSecret: CLIENT.clientSecret, oauthGoogleIssuer: standIn.idp.issuer },
    });
    standIn.browser = oauthBrowser(standIn.server);
  });
  afterAll(async () => {
    await standIn.server?.close();
    await standIn.idp?.close();
  });
  return standIn;
}
