import { describe, expect, it } from 'vitest';
import { stripDidPrefix } from './strip-did-prefix.js';

describe('stripDidPrefix', () => {
  it('removes a leading did:abt: only', () => {
    expect(stripDidPrefix('did:abt:z1abc')).toBe('z1abc');
    expect(stripDidPrefix('z1abc')).toBe('z1abc');
    expect(stripDidPrefix('did:eth:0xabc')).toBe('did:eth:0xabc');
    expect(stripDidPrefix('z1did:abt:')).toBe('z1did:abt:');
  });
});
