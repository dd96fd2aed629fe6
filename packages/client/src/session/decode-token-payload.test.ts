import { describe, expect, it } from 'vitest';
import { makeToken } from '../test-support/make-token.js';
import { decodeTokenPayload } from './decode-token-payload.js';

describe('decodeTokenPayload', () => {
  it('reads exp and iat from an unpadded base64url payload', () => {
    const token = makeToken({ iat: 1, exp: 2, note: '???>>>~~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenPayload(token)).toEqual({ iat: 1, exp: 2 });
  });

  it('turns the string times of wallet-protocol tokens into numbers', () => {
    expect(decodeTokenPayload(makeToken({ iat: '10', exp: '20' }))).toEqual({ iat: 10, exp: 20 });
  });

  it.each([['no payload', 'header'], ['JSON array', `a.${btoa('[1]')}.c`], ['null', `a.${btoa('null')}.c`], ['empty time', makeToken({ iat: '', exp: 2 })]])(
    'returns null for %s',
    (_case, token) => {
      expect(decodeTokenPayload(token)).toBeNull();
    },
  );
});
