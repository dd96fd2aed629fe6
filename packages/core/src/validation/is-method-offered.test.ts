import { describe, expect, it } from 'vitest';
import { CONNECT_ACTIONS } from '../constants/platform.js';
import { isEmailOffered, isWalletOffered } from './is-method-offered.js';

const options = (allowWallet: boolean, allowEmail: boolean) => ({ allowWallet, allowEmail, allowPasskey: true, emailKyc: false, oauthProviders: [] });

describe('isWalletOffered', () => {
  it('follows the deployment for the four connect actions', () => {
    for (const action of CONNECT_ACTIONS) {
      expect(isWalletOffered(action, options(true, false))).toBe(true);
      expect(isWalletOffered(action, options(false, true))).toBe(false);
    }
  });

  it('is always offered for other actions, and when the options are unknown', () => {
    expect(isWalletOffered('switch-passport', options(false, false))).toBe(true);
    expect(isWalletOffered('login')).toBe(true);
  });
});

describe('isEmailOffered', () => {
  it('follows the deployment for the four connect actions', () => {
    for (const action of CONNECT_ACTIONS) {
      expect(isEmailOffered(action, options(false, true))).toBe(true);
      expect(isEmailOffered(action, options(true, false))).toBe(false);
    }
  });

  it('is never offered for other actions', () => {
    expect(isEmailOffered('switch-passport', options(true, true))).toBe(false);
    expect(isEmailOffered('switch-passport')).toBe(false);
  });
});
