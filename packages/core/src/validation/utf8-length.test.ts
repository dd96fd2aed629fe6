import { describe, expect, it } from 'vitest';
import { utf8Length } from './utf8-length.js';

describe('utf8Length', () => {
  it('counts bytes', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('中')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});
