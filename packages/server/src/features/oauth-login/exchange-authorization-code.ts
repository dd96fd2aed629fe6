import { FoyerError, type MessageCode, type OAuthProvider } from '@foyer/core';
import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import type { AuthorizationResponse } from './authorization-response.js';
import { exchangeGitHubCode } from './exchange-github-code.js';
import { readIdentity, type OAuthIdentity } from './oauth-identity.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { redirectUriOf } from './redirect-uri.js';
import { takeOAuthFlow } from './take-oauth-flow.js';

export interface ExchangeAuthorizationCodeDeps {
  store: Store;
  configurations: OpenIdConfigurations;
  config: FoyerConfig;
}

/** Spends the flow named by `state` (begun in this browser) and exchanges the code with its PKCE verifier and nonce for the identity that signed in. */
export async function exchangeAuthorizationCode(
  { store, configurations, config }: ExchangeAuthorizationCodeDeps,
  input: AuthorizationResponse,
  failure: Extract<MessageCode, 'loginProviderFailed' | 'bindProviderFailed'>,
): Promise<{ provider: OAuthProvider; identity: OAuthIdentity }> {
  if (input.provider === 'github') return exchangeGitHubCode({ store, config }, input, failure);
  const settings = requireOpenIdProvider(config, input.provider);
  const failed = (cause?: unknown) => new FoyerError(failure, { params: { provider: settings.provider }, cause });
  const flow = await takeOAuthFlow(store, input, settings.provider);
  if (!flow) throw failed();
  const configuration = await configurations.get(settings);
  const response = new URL(redirectUriOf(config.appUrl, settings.provider));
  response.searchParams.set('code', input.code);
  response.searchParams.set('state', input.state);
  if (input.iss !== undefined) response.searchParams.set('iss', input.iss);
  try {
    const tokens = await client.authorizationCodeGrant(configuration, response, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    return { provider: settings.provider, identity: await readIdentity(configuration, tokens) };
  } catch (error) {
    throw failed(error);
  }
}
