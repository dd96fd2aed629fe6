import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { ethereumAddress } from './ethereum-address.js';
import { ETHEREUM_ADDRESS, SECP256K1_PK } from './test-support/vectors.js';

describe('ethereumAddress', () => {
  it('gives the well-known address of secret key 1 from any encoding of its public key', () => {
    expect(ethereumAddress(SECP256K1_PK)).toBe(ETHEREUM_ADDRESS);
    expect(ethereumAddress(SECP256K1_PK.subarray(1))).toBe(ETHEREUM_ADDRESS);
    expect(ethereumAddress(secp256k1.Point.fromBytes(SECP256K1_PK).toBytes(true))).toBe(ETHEREUM_ADDRESS);
  });

  it('rejects bytes that are not a secp256k1 point', () => {
    expect(() => ethereumAddress(new Uint8Array(64))).toThrow(expect.objectContaining({ code: 'invalid_key' }));
    expect(() => ethereumAddress(new Uint8Array(32))).toThrow(expect.objectContaining({ code: 'invalid_key' }));
  });
});
