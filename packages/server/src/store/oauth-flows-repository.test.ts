import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { OAuthFlowRecord } from './types.js';

const flow = (state: string, expiresAt: number): OAuthFlowRecord => ({
  state,
  provider: 'google',
  nonce: `nonce-${state}`,
  codeVerifier: `verifier-${state}`,
  bindingHash: `binding-${state}`,
  createdAt: 1000,
  expiresAt,
});

describe.each(storeFactories)('OAuth flows repository on $name', (factory) => {
  const store = useStore(factory);

  it('hands a flow out once, even when many take it at once', async () => {
    const created = await store().oauthFlows.create(flow('s-1', 5000));
    expect(created).toEqual(flow('s-1', 5000));

    const results = await Promise.all(Array.from({ length: 8 }, () => store().oauthFlows.take('s-1', 2000)));

    expect(results.filter(Boolean)).toEqual([created]);
    expect(await store().oauthFlows.take('s-1', 2000)).toBeNull();
    expect(await store().oauthFlows.take('missing', 2000)).toBeNull();
  });

  it('never hands out an expired flow, and removes expired flows', async () => {
    await store().oauthFlows.create(flow('s-old', 2000));
    await store().oauthFlows.create(flow('s-live', 9000));

    expect(await store().oauthFlows.take('s-old', 2000)).toBeNull();
    expect(await store().oauthFlows.removeExpired(2000)).toBe(1);
    expect(await store().oauthFlows.take('s-live', 2000)).toEqual(flow('s-live', 9000));
  });
});
