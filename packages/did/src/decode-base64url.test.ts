import { describe, expect, it } from 'vitest';
import { decodeBase64url } from './decode-base64url.js';

describe('decodeBase64url', () => {
  it('reads unpadded and padded base64url', () => {
    expect(decodeBase64url('-_8')).toEqual(Uint8Array.of(0xfb, 0xff));
    expect(decodeBase64url('-_8=')).toEqual(Uint8Array.of(0xfb, 0xff));
    expect(decodeBase64url('')).toEqual(new Uint8Array());
  });

  it.each(['+/8', 'a', 'ab$c', '-_8==='])('rejects %j', (input) => {
    expect(() => decodeBase64url(input)).toThrow(expect.objectContaining({ code: 'invalid_encoding' }));
  });
});
