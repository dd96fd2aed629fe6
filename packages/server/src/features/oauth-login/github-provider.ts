import { FoyerError } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { allowsPlainHttp } from './plain-http.js';

export interface GitHubProviderSettings {
  provider: 'github';
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: URL;
  tokenEndpoint: URL;
  userApi: URL;
  /** The user's addresses with their verification: `{userApi}/emails`, so GitHub Enterprise and stand-ins need no second setting. */
  userEmailsApi: URL;
}

const DEFAULT_ENDPOINTS = {
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  userApi: 'https://api.github.com/user',
};

/** The GitHub settings when it is switched on and has a client id and secret (its token endpoint needs both), else null. */
export function githubProviderSettings(config: FoyerConfig): GitHubProviderSettings | null {
  const { oauthGithubEnabled: enabled, oauthGithubClientId: clientId, oauthGithubClientSecret: clientSecret } = config;
  if (enabled === false || !clientId || !clientSecret) return null;
  const userApi = config.oauthGithubUserApi ?? DEFAULT_ENDPOINTS.userApi;
  return {
    provider: 'github',
    clientId,
    clientSecret,
    authorizationEndpoint: new URL(config.oauthGithubAuthorizationEndpoint ?? DEFAULT_ENDPOINTS.authorization),
    tokenEndpoint: new URL(config.oauthGithubTokenEndpoint ?? DEFAULT_ENDPOINTS.token),
    userApi: new URL(userApi),
    userEmailsApi: new URL(`${userApi}/emails`),
  };
}

/** The GitHub settings, thirdPartyLoginNotConfigured when incomplete or off, loginProviderFailed for plain http across a network. */
export function requireGitHubProvider(config: FoyerConfig): GitHubProviderSettings {
  const settings = githubProviderSettings(config);
  if (!settings) throw new FoyerError('thirdPartyLoginNotConfigured');
  const { authorizationEndpoint, tokenEndpoint, userApi } = settings;
  if (![authorizationEndpoint, tokenEndpoint, userApi].every((url) => url.protocol === 'https:' || allowsPlainHttp(url))) {
    throw new FoyerError('loginProviderFailed', { params: { provider: 'github' } });
  }
  return settings;
}
