import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './decode-base58.js';

describe('decodeBase58', () => {
  it('reads multibase base58btc', () => {
    expect(new TextDecoder().decode(decodeBase58('zStV1DL6CwTryKyV'))).toBe('hello world');
    expect(decodeBase58('z112')).toEqual(Uint8Array.of(0, 0, 1));
  });

  it.each(['StV1DL6CwTryKyV', 'z', 'zStV1DL6CwTry0', 'zIl', ''])('rejects %j', (input) => {
    expect(() => decodeBase58(input)).toThrow(expect.objectContaining({ code: 'invalid_encoding' }));
  });
});
