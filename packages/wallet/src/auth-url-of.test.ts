import { deepLink } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { authUrlOf } from './auth-url-of.js';
import { isWalletError } from './wallet-error.js';

const AUTH_URL = 'https://app.example/.well-known/service/api/did/login/auth?_t_=abc-_123';

const refusal = (input: string) => {
  try {
    authUrlOf(input);
  } catch (error) {
    return isWalletError(error) && error.code;
  }
  return 'accepted';
};

describe('deep links and auth URLs', () => {
  it('wraps the auth URL in an abtwallet.io requestAuth link, or a link on another base', () => {
    expect(deepLink(AUTH_URL)).toBe(`https://abtwallet.io/i/?action=requestAuth&url=${encodeURIComponent(AUTH_URL)}`);
    expect(deepLink(AUTH_URL, { base: 'https://wallet.example/open' })).toMatch(/^https:\/\/wallet\.example\/open\?action=requestAuth&url=/);
  });

  it('finds the auth URL inside a deep link, and takes a raw auth URL as it is', () => {
    expect(authUrlOf(deepLink(AUTH_URL))).toBe(AUTH_URL);
    expect(authUrlOf(AUTH_URL)).toBe(AUTH_URL);
  });

  it('refuses what is not an http(s) auth URL', () => {
    expect(refusal('not a url')).toBe('invalid_link');
    expect(refusal('https://abtwallet.io/i/?action=requestAuth&url=nope')).toBe('invalid_link');
    expect(refusal(deepLink('javascript:alert(1)'))).toBe('invalid_link');
  });
});
