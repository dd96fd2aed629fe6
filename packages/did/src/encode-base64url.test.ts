import { describe, expect, it } from 'vitest';
import { encodeBase64url } from './encode-base64url.js';

describe('encodeBase64url', () => {
  it('uses the URL alphabet and no padding', () => {
    expect(encodeBase64url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
    expect(encodeBase64url(new TextEncoder().encode('{"alg":"Ed25519","type":"JWT"}'))).toBe(
      'eyJhbGciOiJFZDI1NTE5IiwidHlwZSI6IkpXVCJ9',
    );
  });
});
