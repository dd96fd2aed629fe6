import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('rate limits repository on $name', (factory) => {
  const store = useStore(factory);

  it('counts every one of many racing additions into one window', async () => {
    await Promise.all(Array.from({ length: 10 }, () => store().rateLimits.add('k', 1, 5000, 1000, false)));

    expect(await store().rateLimits.find('k', 1000)).toEqual({ points: 10, expiresAt: 5000 });
  });

  it('starts a fresh count once the window has ended, and replaces when told', async () => {
    await store().rateLimits.add('k', 3, 2000, 1000, false);

    expect(await store().rateLimits.add('k', 1, 9000, 2000, false)).toEqual({ points: 1, expiresAt: 9000 });
    expect(await store().rateLimits.add('k', 7, 4000, 2500, true)).toEqual({ points: 7, expiresAt: 4000 });
    expect(await store().rateLimits.find('k', 4000)).toBeNull();
  });

  it('removes one key, and every ended count', async () => {
    await store().rateLimits.add('old', 1, 2000, 1000, false);
    await store().rateLimits.add('live', 1, 6000, 1000, false);
    await store().rateLimits.add('forever', 1, null, 1000, false);

    expect(await store().rateLimits.removeExpired(3000)).toBe(1);
    expect(await store().rateLimits.remove('live')).toBe(true);
    expect(await store().rateLimits.remove('live')).toBe(false);
    expect(await store().rateLimits.find('forever', 10_000)).toEqual({ points: 1, expiresAt: null });
  });
});
