import { describe, expect, it } from 'vitest';
import { isInsideWalletApp } from './is-inside-wallet-app.js';

describe('isInsideWalletApp', () => {
  it('knows the DID Wallet in-app browser by its user agent', () => {
    expect(isInsideWalletApp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ABTWallet/5.4.1')).toBe(true);
    expect(isInsideWalletApp('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile abtwallet/5.0')).toBe(true);
  });

  it('leaves ordinary browsers out', () => {
    expect(isInsideWalletApp('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isInsideWalletApp(navigator.userAgent)).toBe(false);
  });
});
