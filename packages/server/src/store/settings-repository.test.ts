import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('settings repository on $name', (factory) => {
  const store = useStore(factory);

  it('returns null for a missing key', async () => {
    expect(await store().settings.get('missing')).toBeNull();
  });

  it('keeps the first value given to setIfAbsent', async () => {
    expect(await store().settings.setIfAbsent('app-key', 'first')).toBe('first');
    expect(await store().settings.setIfAbsent('app-key', 'second')).toBe('first');
    expect(await store().settings.get('app-key')).toBe('first');
  });

  it('makes racing setIfAbsent calls agree on one value', async () => {
    const values = await Promise.all(Array.from({ length: 8 }, (_, i) => store().settings.setIfAbsent('race', `v-${i}`)));

    expect(new Set(values).size).toBe(1);
    expect(await store().settings.get('race')).toBe(values[0]);
  });

  it('overwrites with set', async () => {
    await store().settings.set('k', 'one');
    await store().settings.set('k', 'two');

    expect(await store().settings.get('k')).toBe('two');
  });
});
