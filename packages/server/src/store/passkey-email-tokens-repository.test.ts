import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('passkey e-mail tokens repository on $name', (factory) => {
  const store = useStore(factory);

  it('finds a token by hash and consumes a live one once, even when many try at once', async () => {
    const token = await store().passkeyEmailTokens.create({ tokenHash: 'hash-1', email: 'ada@example.com', createdAt: 1000, expiresAt: 5000 });
    expect(await store().passkeyEmailTokens.findByHash('hash-1')).toEqual({ ...token, consumedAt: null });

    const results = await Promise.all(Array.from({ length: 8 }, () => store().passkeyEmailTokens.consume('hash-1', 2000)));

    expect(results.filter(Boolean)).toEqual([{ ...token, consumedAt: 2000 }]);
    expect(await store().passkeyEmailTokens.findByHash('hash-1')).toEqual({ ...token, consumedAt: 2000 });
    expect(await store().passkeyEmailTokens.consume('missing', 2000)).toBeNull();
  });

  it('refuses an expired token and removes expired ones', async () => {
    await store().passkeyEmailTokens.create({ tokenHash: 'old', email: 'a@example.com', createdAt: 1000, expiresAt: 2000 });
    await store().passkeyEmailTokens.create({ tokenHash: 'live', email: 'b@example.com', createdAt: 1000, expiresAt: 4000 });

    expect(await store().passkeyEmailTokens.consume('old', 2000)).toBeNull();
    expect(await store().passkeyEmailTokens.removeExpired(2000)).toBe(1);
    expect(await store().passkeyEmailTokens.findByHash('old')).toBeNull();
    expect(await store().passkeyEmailTokens.consume('live', 3000)).not.toBeNull();
  });
});
