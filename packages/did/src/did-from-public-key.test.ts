import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { didFromPublicKey } from './did-from-public-key.js';
import {
  ED25519_APPLICATION_SHA2_DID,
  ED25519_DID,
  ED25519_NODE_DID,
  ED25519_PK,
  ETHEREUM_ADDRESS,
  SECP256K1_DID,
  SECP256K1_PK,
} from './test-support/vectors.js';

describe('didFromPublicKey', () => {
  it('defaults to an account, ed25519, sha3 DID', () => {
    expect(didFromPublicKey(ED25519_PK)).toBe(ED25519_DID);
    expect(didFromPublicKey(ED25519_PK, { role: 'application', hash: 'sha2' })).toBe(ED25519_APPLICATION_SHA2_DID);
  });

  it.each(['node', 'validator', 'tether', 'swap'] as const)('forces sha2 for the %s role, as the reference does', (role) => {
    const did = didFromPublicKey(ED25519_PK, { role, hash: 'sha3' });
    expect(did).toBe(didFromPublicKey(ED25519_PK, { role, hash: 'sha2' }));
    if (role === 'node') expect(did).toBe(ED25519_NODE_DID);
  });

  it('hashes the uncompressed point for secp256k1, however the key is encoded', () => {
    const point = secp256k1.Point.fromBytes(SECP256K1_PK);
    for (const encoded of [SECP256K1_PK, point.toBytes(true), SECP256K1_PK.subarray(1)]) {
      expect(didFromPublicKey(encoded, { key: 'secp256k1' })).toBe(SECP256K1_DID);
    }
  });

  it('gives the EIP-55 address for an ethereum key', () => {
    expect(didFromPublicKey(SECP256K1_PK, { key: 'ethereum' })).toBe(ETHEREUM_ADDRESS);
    expect(didFromPublicKey(SECP256K1_PK.subarray(1), { key: 'ethereum', role: 'application' })).toBe(ETHEREUM_ADDRESS);
  });

  it('rejects a key of the wrong size', () => {
    expect(() => didFromPublicKey(ED25519_PK.subarray(1))).toThrow(expect.objectContaining({ code: 'invalid_key' }));
    expect(() => didFromPublicKey(ED25519_PK, { key: 'secp256k1' })).toThrow(expect.objectContaining({ code: 'invalid_key' }));
  });
});
