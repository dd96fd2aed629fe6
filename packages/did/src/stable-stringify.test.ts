import { describe, expect, it } from 'vitest';
import { stableStringify } from './stable-stringify.js';

describe('stableStringify', () => {
  it('sorts keys at every depth and leaves arrays in order', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('sorts by UTF-16 code unit, so upper case comes before lower case', () => {
    expect(stableStringify({ b: 1, B: 2, a: 3, _: 4 })).toBe('{"B":2,"_":4,"a":3,"b":1}');
  });

  it('leaves out undefined members and writes non-finite numbers as null', () => {
    expect(stableStringify({ a: undefined, b: Number.NaN, c: [Number.POSITIVE_INFINITY] })).toBe('{"b":null,"c":[null]}');
  });

  it('writes scalars as JSON.stringify does, non-ASCII unescaped', () => {
    expect(stableStringify('名字 "q"')).toBe('"名字 \\"q\\""');
    expect(stableStringify(1e21)).toBe('1e+21');
    expect(stableStringify(true)).toBe('true');
    expect(stableStringify(null)).toBe('null');
  });
});
