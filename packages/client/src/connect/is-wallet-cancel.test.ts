import { formatMessage } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { isWalletCancel } from './is-wallet-cancel.js';

describe('isWalletCancel', () => {
  it('knows the declined text in both locales and a canceled hint, only on error', () => {
    expect(isWalletCancel({ status: 'error', error: formatMessage('authDeclined', {}, 'en') })).toBe(true);
    expect(isWalletCancel({ status: 'error', error: formatMessage('authDeclined', {}, 'zh') })).toBe(true);
    expect(isWalletCancel({ status: 'error', error: 'User canceled' })).toBe(true);
    expect(isWalletCancel({ status: 'error', error: 'cancelled' })).toBe(true);
    expect(isWalletCancel({ status: 'error', error: 'Something broke' })).toBe(false);
    expect(isWalletCancel({ status: 'error' })).toBe(false);
    expect(isWalletCancel({ status: 'busy', error: 'canceled' })).toBe(false);
  });
});
