import { FoyerError } from '@foyer/core';
import type { AppKey } from '../../keys/app-key.js';
import type { Store } from '../../store/types.js';
import { signDomainLinkage } from './domain-linkage-credential.js';

export const DID_CONFIGURATION_CONTEXT = 'https://identity.foundation/.well-known/did-configuration/v1';

/** The DIF DID Configuration resource: nothing but its context and the credentials. */
export interface DidConfiguration {
  '@context': string;
  linked_dids: string[];
}

export interface DidConfigurationDeps {
  store: Store;
  appKey: AppKey;
  appUrl: string;
}

/**
 * The resource `host` serves: a credential names one origin, so the app's own host gets one signed now for the app's
 * origin, a linked domain the one signed when it was linked; any other host has none (didConfigurationNone, 404).
 */
export async function didConfigurationFor({ store, appKey, appUrl }: DidConfigurationDeps, host: string): Promise<DidConfiguration> {
  const app = new URL(appUrl);
  if (host === app.hostname) return { '@context': DID_CONFIGURATION_CONTEXT, linked_dids: [(await signDomainLinkage(appKey, app.origin)).credential] };
  const linked = await store.linkedDomains.find(host);
  if (!linked) throw new FoyerError('didConfigurationNone', { params: { domain: host } });
  return { '@context': DID_CONFIGURATION_CONTEXT, linked_dids: [linked.credential] };
}
