import { OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { githubProviderSettings } from './github-provider.js';
import { openIdProviderSettings } from './oauth-providers.js';

export interface OfferedOAuthProvider {
  provider: OAuthProvider;
  order: number;
}

const ORDER_KEYS = {
  github: 'oauthGithubOrder',
  google: 'oauthGoogleOrder',
  apple: 'oauthAppleOrder',
  auth0: 'oauthAuth0Order',
} as const satisfies Record<OAuthProvider, keyof FoyerConfig>;

const isConfigured = (config: FoyerConfig, provider: OAuthProvider) =>
  provider === 'github' ? githubProviderSettings(config) !== null : openIdProviderSettings(config, provider) !== null;

/** The providers the sign-in dialog offers, by their configured order; without one a provider keeps its place in OAUTH_PROVIDERS. */
export function listOAuthProviders(config: FoyerConfig): OfferedOAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => isConfigured(config, provider))
    .map((provider) => ({ provider, order: config[ORDER_KEYS[provider]] ?? OAUTH_PROVIDERS.indexOf(provider) }))
    .sort((a, b) => a.order - b.order || OAUTH_PROVIDERS.indexOf(a.provider) - OAUTH_PROVIDERS.indexOf(b.provider));
}
