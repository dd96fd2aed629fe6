import { describe, expect, it } from 'vitest';
import { encodeHex } from './encode-hex.js';

describe('encodeHex', () => {
  it('writes 0x-prefixed lowercase hex', () => {
    expect(encodeHex(Uint8Array.of(0, 0xab, 0xff))).toBe('0x00abff');
    expect(encodeHex(new Uint8Array())).toBe('0x');
  });
});
