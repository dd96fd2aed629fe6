import { describe, expect, it } from 'vitest';
import { toTypeInfo } from './to-type-info.js';
import { ED25519_APPLICATION_SHA2_DID, ETHEREUM_ADDRESS, SECP256K1_DID } from './test-support/vectors.js';

describe('toTypeInfo', () => {
  it('gives role, key and hash only', () => {
    expect(toTypeInfo(ED25519_APPLICATION_SHA2_DID)).toEqual({ role: 'application', key: 'ed25519', hash: 'sha2' });
    expect(toTypeInfo(`did:abt:${SECP256K1_DID}`)).toEqual({ role: 'account', key: 'secp256k1', hash: 'sha3' });
    expect(toTypeInfo(ETHEREUM_ADDRESS)).toEqual({ role: 'account', key: 'ethereum', hash: 'keccak' });
  });

  it('throws "Failed to parse DID" for anything else', () => {
    expect(() => toTypeInfo('abc')).toThrow('Failed to parse DID');
  });
});
