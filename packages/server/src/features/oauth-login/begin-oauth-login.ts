import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import { beginGitHubLogin } from './begin-github-login.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { requireOpenIdProvider, type OpenIdProvider } from './oauth-providers.js';
import { redirectUriOf } from './redirect-uri.js';
import { startOAuthFlow } from './start-oauth-flow.js';

export interface BeginOAuthLoginDeps {
  store: Store;
  configurations: OpenIdConfigurations;
  config: FoyerConfig;
}

// Apple knows `name` rather than `profile`, and answers a request for name or e-mail only by form_post.
const AUTHORIZATION_REQUESTS: Record<OpenIdProvider, Record<string, string>> = {
  google: { scope: 'openid email profile' },
  apple: { scope: 'openid name email', response_mode: 'form_post' },
  auth0: { scope: 'openid email profile' },
};

/** Stores a fresh state, nonce and PKCE verifier for `provider`, bound to the browser by `bindingHash`, and answers the provider's authorization URL. */
export async function beginOAuthLogin({ store, configurations, config }: BeginOAuthLoginDeps, provider: string, bindingHash: string): Promise<URL> {
  if (provider === 'github') return beginGitHubLogin({ store, config }, bindingHash);
  const settings = requireOpenIdProvider(config, provider);
  const configuration = await configurations.get(settings);
  const flow = await startOAuthFlow(store, settings.provider, client.randomNonce(), bindingHash);
  return client.buildAuthorizationUrl(configuration, {
    ...AUTHORIZATION_REQUESTS[settings.provider],
    redirect_uri: redirectUriOf(config.appUrl, settings.provider),
    response_type: 'code',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
}
