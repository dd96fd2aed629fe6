import { validateRedirectUrl } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { redirectPolicy } from '../../config/redirect-policy.js';

/** The requested redirect when it is on the app's origin or a domain alias, else the app root. */
export function loginRedirect(requested: string | undefined, config: Pick<FoyerConfig, 'appUrl' | 'domainAliases'>): string {
  const checked = validateRedirectUrl(requested, redirectPolicy(config));
  return checked.ok ? checked.value : `${config.appUrl}/`;
}
