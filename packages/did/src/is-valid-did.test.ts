import { describe, expect, it } from 'vitest';
import { isValidDid } from './is-valid-did.js';
import { ED25519_DID, ETHEREUM_ADDRESS, SECP256K1_DID } from './test-support/vectors.js';

describe('isValidDid', () => {
  it('accepts did:abt and Ethereum DIDs, with or without did:abt:', () => {
    expect(isValidDid(ED25519_DID)).toBe(true);
    expect(isValidDid(`did:abt:${SECP256K1_DID}`)).toBe(true);
    expect(isValidDid(ETHEREUM_ADDRESS)).toBe(true);
    expect(isValidDid(`did:abt:${ETHEREUM_ADDRESS.toLowerCase()}`)).toBe(true);
  });

  it('rejects a bad checksum, a wrong prefix and truncation', () => {
    expect(isValidDid(`${ED25519_DID.slice(0, -1)}${ED25519_DID.endsWith('M') ? 'N' : 'M'}`)).toBe(false);
    expect(isValidDid(`did:eth:${ED25519_DID}`)).toBe(false);
    expect(isValidDid(ED25519_DID.slice(0, 20))).toBe(false);
    expect(isValidDid('')).toBe(false);
  });
});
