import { describe, expect, it } from 'vitest';
import { isEmailLoginAllowed } from './is-email-login-allowed.js';

describe('isEmailLoginAllowed', () => {
  it('allows the four connect actions when the flag is on and mail works', () => {
    for (const action of ['login', 'invite', 'connect-to-did-space', 'connect-to-did-domain']) {
      expect(isEmailLoginAllowed(action, {}, true)).toBe(true);
      expect(isEmailLoginAllowed(action, { DID_CONNECT_ALLOW_EMAIL: 'true' }, true)).toBe(true);
    }
  });

  it('refuses when turned off, without mail, or for other actions', () => {
    expect(isEmailLoginAllowed('login', { DID_CONNECT_ALLOW_EMAIL: 'false' }, true)).toBe(false);
    expect(isEmailLoginAllowed('login', {}, false)).toBe(false);
    expect(isEmailLoginAllowed('switch-passport', {}, true)).toBe(false);
  });
});
