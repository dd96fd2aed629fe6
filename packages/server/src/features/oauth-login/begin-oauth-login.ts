import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import { beginGitHubLogin } from './begin-github-login.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import { redirectUriOf } from './redirect-uri.js';
import { startOAuthFlow } from './start-oauth-flow.js';

export interface BeginOAuthLoginDeps {
  store: Store;
  configurations: OpenIdConfigurations;
  config: FoyerConfig;
}

/** Stores a fresh state, nonce and PKCE verifier for `provider` and answers the provider's authorization URL. */
export async function beginOAuthLogin({ store, configurations, config }: BeginOAuthLoginDeps, provider: string): Promise<URL> {
  if (provider === 'github') return beginGitHubLogin({ store, config });
  const settings = requireOpenIdProvider(config, provider);
  const configuration = await configurations.get(settings);
  const flow = await startOAuthFlow(store, settings.provider, client.randomNonce());
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUriOf(config.appUrl, settings.provider),
    response_type: 'code',
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
}
