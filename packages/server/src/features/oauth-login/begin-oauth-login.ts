import { TIME } from '@foyer/core';
import * as client from 'openid-client';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import type { OpenIdConfigurations } from './openid-configurations.js';
import { requireOpenIdProvider } from './oauth-providers.js';
import { redirectUriOf } from './redirect-uri.js';

/** How long a visitor has between leaving for the provider and the page handing the code back. */
export const OAUTH_FLOW_TTL_MS = 10 * TIME.minute;

export interface BeginOAuthLoginDeps {
  store: Store;
  configurations: OpenIdConfigurations;
  config: FoyerConfig;
}

/** Stores a fresh state, nonce and PKCE verifier for `provider` and answers the provider's authorization URL. */
export async function beginOAuthLogin({ store, configurations, config }: BeginOAuthLoginDeps, provider: string): Promise<URL> {
  const settings = requireOpenIdProvider(config, provider);
  const configuration = await configurations.get(settings);
  const now = Date.now();
  const flow = await store.oauthFlows.create({
    state: client.randomState(),
    provider: settings.provider,
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    createdAt: now,
    expiresAt: now + OAUTH_FLOW_TTL_MS,
  });
  await store.oauthFlows.removeExpired(now);
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
