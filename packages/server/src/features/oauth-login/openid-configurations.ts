import { FoyerError } from '@foyer/core';
import * as client from 'openid-client';
import { appleClientAuthentication } from './apple-client-secret.js';
import type { OpenIdProviderSettings } from './oauth-providers.js';
import { allowsPlainHttp } from './plain-http.js';

/** Discovered provider configurations, one per issuer and client, fetched on first use and kept while they work. */
export function createOpenIdConfigurations() {
  const cache = new Map<string, Promise<client.Configuration>>();

  function discover({ issuer, clientId, clientSecret, clientKey }: OpenIdProviderSettings): Promise<client.Configuration> {
    const server = new URL(issuer);
    const options = allowsPlainHttp(server) ? { execute: [client.allowInsecureRequests] } : undefined;
    if (clientKey) return client.discovery(server, clientId, undefined, appleClientAuthentication(clientKey, issuer), options);
    return client.discovery(server, clientId, clientSecret, undefined, options);
  }

  return {
    /** The provider's configuration; discovery checks that the metadata names the configured issuer. */
    async get(settings: OpenIdProviderSettings): Promise<client.Configuration> {
      const key = `${settings.issuer} ${settings.clientId}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = discover(settings);
        cache.set(key, pending);
      }
      try {
        return await pending;
      } catch (error) {
        // A provider that was down or misconfigured is asked again next time.
        cache.delete(key);
        throw new FoyerError('loginProviderFailed', { params: { provider: settings.provider }, cause: error });
      }
    },
  };
}

export type OpenIdConfigurations = ReturnType<typeof createOpenIdConfigurations>;
