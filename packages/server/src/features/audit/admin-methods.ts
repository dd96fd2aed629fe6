import { OAUTH_PROVIDERS, TIME, type AdminMethods } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { LIMITS } from '../../limits/limit-rules.js';
import { listOAuthProviders } from '../oauth-login/list-oauth-providers.js';

/** The sign-in methods this server offers and the limits it holds callers to, as its configuration and limit rules set them. */
export function adminMethods(config: FoyerConfig): AdminMethods {
  const offered = new Set(listOAuthProviders(config).map(({ provider }) => provider));
  return {
    wallet: config.allowWalletLogin,
    email: config.allowEmailLogin,
    passkey: config.passkeyEnabled,
    oauth: OAUTH_PROVIDERS.map((provider) => ({ provider, enabled: offered.has(provider) })),
    nftCollections: config.nftCollections.map((collection) => collection.name),
    limits: Object.entries(LIMITS).map(([name, rule]) => ({ name, points: rule.points, durationSeconds: rule.durationMs / TIME.second })),
  };
}
