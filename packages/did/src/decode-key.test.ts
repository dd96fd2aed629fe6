import { describe, expect, it } from 'vitest';
import { decodeKey } from './decode-key.js';

describe('decodeKey', () => {
  it('reads 0x hex and z base58btc', () => {
    expect(decodeKey('0x0102')).toEqual(Uint8Array.of(1, 2));
    expect(decodeKey('z112')).toEqual(Uint8Array.of(0, 0, 1));
  });

  it.each(['0102', 'StV1DL6CwTryKyV', '0xg1'])('rejects %j', (input) => {
    expect(() => decodeKey(input)).toThrow(expect.objectContaining({ code: 'invalid_encoding' }));
  });
});
