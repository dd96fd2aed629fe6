import { invalid, valid, type Validation } from './result.js';

const DID_PREFIX = /^did:abt:/i;
const HEX_ADDRESS = /^(?:0x)?([0-9a-fA-F]{40})$/;

/** An Ethereum-style address, with or without `did:abt:` and `0x`; returns it as `0x` + the 40 hex digits, case kept for the checksum. */
export function validateWalletAddress(input: unknown): Validation<string> {
  const raw = typeof input === 'string' ? input.trim().replace(DID_PREFIX, '') : '';
  const hex = HEX_ADDRESS.exec(raw)?.[1];
  return hex ? valid(`0x${hex}`) : invalid('walletAddressInvalid', { field: 'address' });
}
