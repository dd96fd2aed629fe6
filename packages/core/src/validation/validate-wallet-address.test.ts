import { describe, expect, it } from 'vitest';
import { validateWalletAddress } from './validate-wallet-address.js';

const HEX = 'aB'.repeat(20);

describe('validateWalletAddress', () => {
  it.each([HEX, `0x${HEX}`, `did:abt:0x${HEX}`, `did:abt:${HEX}`])('accepts %s', (input) => {
    expect(validateWalletAddress(input)).toEqual({ ok: true, value: `0x${HEX}` });
  });

  it.each([HEX.slice(1), `${HEX}a`, `0x${HEX.slice(1)}g`, `0X${HEX}`, 'z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA', '', undefined])(
    'refuses %j',
    (input) => {
      const result = validateWalletAddress(input);
      expect(result.ok ? null : result.error.code).toBe('walletAddressInvalid');
    },
  );
});
