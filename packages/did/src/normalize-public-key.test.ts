import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { normalizePublicKey } from './normalize-public-key.js';
import { ED25519_PK, SECP256K1_PK } from './test-support/vectors.js';

const compressed = secp256k1.Point.fromBytes(SECP256K1_PK).toBytes(true);
const invalidKey = expect.objectContaining({ code: 'invalid_key' });

describe('normalizePublicKey', () => {
  it('keeps a 32-byte ed25519 key and rejects other sizes', () => {
    expect(normalizePublicKey('ed25519', ED25519_PK)).toBe(ED25519_PK);
    expect(() => normalizePublicKey('ed25519', SECP256K1_PK)).toThrow(invalidKey);
  });

  it('gives secp256k1 keys as 65 bytes with 0x04, from 33, 64 or 65 bytes', () => {
    for (const encoded of [SECP256K1_PK, compressed, SECP256K1_PK.subarray(1)]) {
      expect(normalizePublicKey('secp256k1', encoded)).toEqual(SECP256K1_PK);
    }
  });

  it('gives ethereum keys as 64 bytes without 0x04', () => {
    expect(normalizePublicKey('ethereum', compressed)).toEqual(SECP256K1_PK.subarray(1));
  });

  it('takes passkey keys as given', () => {
    expect(normalizePublicKey('passkey', Uint8Array.of(1, 2, 3))).toEqual(Uint8Array.of(1, 2, 3));
  });

  it('rejects bytes off the curve', () => {
    const offCurve = SECP256K1_PK.map((byte, i) => (i === 64 ? byte ^ 1 : byte));
    expect(() => normalizePublicKey('secp256k1', offCurve)).toThrow(invalidKey);
    expect(() => normalizePublicKey('ethereum', ED25519_PK)).toThrow(invalidKey);
  });
});
