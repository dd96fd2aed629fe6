import { describe, expect, it } from 'vitest';
import { isValidEthereumAddress } from './is-valid-ethereum-address.js';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('isValidEthereumAddress', () => {
  it('accepts all-lowercase, all-uppercase and checksummed addresses, 0x and did:abt: optional', () => {
    expect(isValidEthereumAddress(CHECKSUMMED)).toBe(true);
    expect(isValidEthereumAddress(CHECKSUMMED.toLowerCase())).toBe(true);
    expect(isValidEthereumAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(true);
    expect(isValidEthereumAddress(CHECKSUMMED.slice(2))).toBe(true);
    expect(isValidEthereumAddress(`did:abt:${CHECKSUMMED}`)).toBe(true);
  });

  it('rejects mixed case that fails the checksum', () => {
    expect(isValidEthereumAddress(CHECKSUMMED.replace('aA', 'Aa'))).toBe(false);
  });

  it.each(['', '0x', CHECKSUMMED.slice(0, -1), `${CHECKSUMMED}0`, `0x${'g'.repeat(40)}`, 'z1e1gtMvLzDaoE31X2rYsMFZHDvc6mqZWYM'])(
    'rejects %j',
    (input) => {
      expect(isValidEthereumAddress(input)).toBe(false);
    },
  );
});
