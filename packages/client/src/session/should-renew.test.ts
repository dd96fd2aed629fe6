import { describe, expect, it } from 'vitest';
import { makeToken } from '../test-support/make-token.js';
import { shouldRenew } from './should-renew.js';

const iat = 1_700_000_000;
const token = makeToken({ iat, exp: iat + 3600 });

describe('shouldRenew', () => {
  it('keeps a token while time left is at least the time elapsed', () => {
    expect(shouldRenew(token, (iat + 1) * 1000)).toBe(false);
    expect(shouldRenew(token, (iat + 1800) * 1000)).toBe(false);
  });

  it('renews once time left drops just below the time elapsed', () => {
    expect(shouldRenew(token, (iat + 1800) * 1000 + 1)).toBe(true);
    expect(shouldRenew(token, (iat + 4000) * 1000)).toBe(true);
  });

  it('judges a bare window the same, as an HttpOnly session token leaves it', () => {
    expect(shouldRenew({ iat, exp: iat + 3600 }, (iat + 1800) * 1000)).toBe(false);
    expect(shouldRenew({ iat, exp: iat + 3600 }, (iat + 1801) * 1000)).toBe(true);
  });

  it('reads the string iat/exp of wallet-protocol tokens', () => {
    const stringToken = makeToken({ iat: String(iat), exp: String(iat + 3600) });
    expect(shouldRenew(stringToken, (iat + 1800) * 1000)).toBe(false);
    expect(shouldRenew(stringToken, (iat + 1801) * 1000)).toBe(true);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a JWT', 'garbage'],
    ['undecodable payload', 'a.%%%.c'],
    ['payload not JSON', `a.${btoa('nope')}.c`],
    ['payload without exp', makeToken({ iat })],
    ['payload with a non-numeric exp', makeToken({ iat, exp: 'soon' })],
  ])('renews a %s token', (_case, value) => {
    expect(shouldRenew(value, iat * 1000)).toBe(true);
  });
});
