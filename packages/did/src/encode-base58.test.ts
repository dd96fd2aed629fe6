import { describe, expect, it } from 'vitest';
import { encodeBase58 } from './encode-base58.js';

describe('encodeBase58', () => {
  it('writes multibase base58btc, keeping leading zero bytes as 1s', () => {
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('zStV1DL6CwTryKyV');
    expect(encodeBase58(Uint8Array.of(0, 0, 1))).toBe('z112');
  });
});
