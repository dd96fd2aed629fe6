import type { RedirectPolicy } from '@foyer/core';
import type { FoyerConfig } from './config-schema.js';

/** Where the app may send a visitor: its own host and its domain aliases (SPEC §5). */
export function redirectPolicy(config: Pick<FoyerConfig, 'appUrl' | 'domainAliases'>): RedirectPolicy {
  return { allowedHosts: [new URL(config.appUrl).host], domainAliases: config.domainAliases };
}
