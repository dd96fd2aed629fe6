import { describe, expect, it } from 'vitest';
import { decodeHex } from './decode-hex.js';

describe('decodeHex', () => {
  it('reads hex with or without 0x, in either case', () => {
    expect(decodeHex('0x00abff')).toEqual(Uint8Array.of(0, 0xab, 0xff));
    expect(decodeHex('0X00ABFF')).toEqual(Uint8Array.of(0, 0xab, 0xff));
    expect(decodeHex('00abff')).toEqual(Uint8Array.of(0, 0xab, 0xff));
  });

  it.each(['0x0', '0xzz', 'hello', '0x 00'])('rejects %j', (input) => {
    expect(() => decodeHex(input)).toThrow(expect.objectContaining({ code: 'invalid_encoding' }));
  });
});
