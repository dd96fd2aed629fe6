import { describe, expect, it } from 'vitest';
import { isWalletLoginAllowed } from './is-wallet-login-allowed.js';

describe('isWalletLoginAllowed', () => {
  it('allows login when the flag is unset, 1 or true', () => {
    expect(isWalletLoginAllowed('login', {})).toBe(true);
    expect(isWalletLoginAllowed('login', { DID_CONNECT_ALLOW_WALLET: '1' })).toBe(true);
    expect(isWalletLoginAllowed('login', { DID_CONNECT_ALLOW_WALLET: 'true' })).toBe(true);
  });

  it('refuses when the flag is off', () => {
    expect(isWalletLoginAllowed('login', { DID_CONNECT_ALLOW_WALLET: '0' })).toBe(false);
    expect(isWalletLoginAllowed('login', { DID_CONNECT_ALLOW_WALLET: 'false' })).toBe(false);
  });

  it('refuses every action but login', () => {
    for (const action of ['invite', 'connect-to-did-space', 'switch-profile', 'bind-wallet']) {
      expect(isWalletLoginAllowed(action, {})).toBe(false);
    }
  });
});
