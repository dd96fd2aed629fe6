import { describe, expect, it } from 'vitest';
import { isSameDid } from './is-same-did.js';
import { ED25519_DID, ETHEREUM_ADDRESS, ETHEREUM_KEY_BASE58_DID, SECP256K1_DID } from './test-support/vectors.js';

describe('isSameDid', () => {
  it('ignores the did:abt: prefix and Ethereum letter case', () => {
    expect(isSameDid(ED25519_DID, `did:abt:${ED25519_DID}`)).toBe(true);
    expect(isSameDid(ETHEREUM_ADDRESS, `did:abt:${ETHEREUM_ADDRESS.toLowerCase()}`)).toBe(true);
  });

  it('tells different identities apart, and the two encodings of one Ethereum key', () => {
    expect(isSameDid(ED25519_DID, SECP256K1_DID)).toBe(false);
    expect(isSameDid(ETHEREUM_ADDRESS, ETHEREUM_KEY_BASE58_DID)).toBe(false);
  });

  it('is false when either side does not parse', () => {
    expect(isSameDid(ED25519_DID, ED25519_DID.toLowerCase())).toBe(false);
    expect(isSameDid('nonsense', 'nonsense')).toBe(false);
  });
});
