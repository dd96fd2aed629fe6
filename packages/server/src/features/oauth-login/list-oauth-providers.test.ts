import { OAUTH_API_PREFIX } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/config-schema.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer } from '../../test-support/start-test-server.js';

async function providersWith(factory: (typeof storeFactories)[number], config: Partial<FoyerConfig>) {
  const server = await startTestServer({ factory, config });
  try {
    const response = await server.request(`${OAUTH_API_PREFIX}/providers`);
    expect(response.status).toBe(200);
    return await response.json();
  } finally {
    await server.close();
  }
}

describe.each(storeFactories)('GET {OAUTH_API_PREFIX}/providers on $name', (factory) => {
  it('answers nothing when no provider is configured', async () => {
    expect(await providersWith(factory, {})).toEqual([]);
  });

  it('lists the configured and enabled providers by their order, leaving out switched-off and incomplete ones', async () => {
    const config: Partial<FoyerConfig> = {
      oauthGoogleClientId: 'google-id',
      oauthGoogleOrder: 5,
      oauthAuth0ClientId: 'auth0-id',
      oauthAuth0Issuer: 'https://tenant.auth0.example',
      oauthAuth0Order: 1,
      oauthAppleClientId: 'apple-id',
      oauthAppleEnabled: false,
    };
    expect(await providersWith(factory, config)).toEqual([
      { provider: 'auth0', order: 1 },
      { provider: 'google', order: 5 },
    ]);
    // Auth0 without an issuer has nowhere to send the visitor.
    expect(await providersWith(factory, { oauthAuth0ClientId: 'auth0-id' })).toEqual([]);
  });

  it('places providers without an order where OAUTH_PROVIDERS lists them', async () => {
    expect(await providersWith(factory, { oauthAppleClientId: 'apple-id', oauthGoogleClientId: 'google-id' })).toEqual([
      { provider: 'google', order: 1 },
      { provider: 'apple', order: 2 },
    ]);
  });
});
