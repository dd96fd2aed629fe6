import { redirectUriOf } from '../../../packages/server/src/features/oauth-login/redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from '../../../packages/server/src/features/oauth-login/test-support/local-openid-provider.js';
import { freePort } from './free-port.js';

export interface GoogleStandIn {
  provider: LocalOpenIdProvider;
  /** The port the demo must listen on. */
  port: number;
  /** The demo's settings naming the stand-in as Google. */
  env: Record<string, string>;
}

const CLIENT = { clientId: 'foyer-e2e', clientSecret: 'foyer-e2e-secret' };

/** A local OpenID provider standing in for Google; it only redirects to a registered URI naming the app URL, so the demo's port is fixed first. */
export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const port = await freePort();
  const provider = await startLocalOpenIdProvider({ ...CLIENT, redirectUris: [redirectUriOf(`http://localhost:${port}`, 'google')] });
  const env = { FOYER_OAUTH_GOOGLE_CLIENT_ID: CLIENT.clientId, FOYER_OAUTH_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, FOYER_OAUTH_GOOGLE_ISSUER: provider.issuer };
  return { provider, port, env };
}
