import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import { requireGitHubProvider } from './github-provider.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { loggedOutUriOf } from './redirect-uri.js';

/**
 * Where the popup goes to log out of `provider` after a failed sign-in (SPEC §8): the provider's end-session endpoint,
 * which sends it back to the logged-out page, or that page at once for a provider without one (GitHub, Google, Apple).
 */
export async function providerLogoutUrl({ configurations, config }: { configurations: OpenIdConfigurations; config: FoyerConfig }, provider: string): Promise<string> {
  const loggedOut = loggedOutUriOf(config.appUrl, provider);
  if (provider === 'github') {
    requireGitHubProvider(config);
    return loggedOut;
  }
  const configuration = await configurations.get(requireOpenIdProvider(config, provider));
  if (!configuration.serverMetadata().end_session_endpoint) return loggedOut;
  return client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: loggedOut }).href;
}
