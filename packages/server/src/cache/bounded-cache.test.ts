import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('drops the oldest entry beyond its bound', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('treats a re-set key as newest', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
  });

  it('deletes one key or every matching value', () => {
    const cache = new BoundedCache<string, number>(10);
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(key, value);
    cache.delete('a');
    cache.deleteWhere((value) => value > 2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, undefined]);
  });
});
