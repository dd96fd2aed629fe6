import { describe, expect, it } from 'vitest';
import { signingSecret } from './signing-secret.js';
import { ED25519_PK, ED25519_SEED, SECP256K1_SK } from './test-support/vectors.js';

const invalidKey = expect.objectContaining({ code: 'invalid_key' });

describe('signingSecret', () => {
  it('takes the ed25519 seed from a seed or a seed‖pk secret key', () => {
    expect(signingSecret('ed25519', ED25519_SEED)).toEqual(ED25519_SEED);
    expect(signingSecret('ed25519', Uint8Array.of(...ED25519_SEED, ...ED25519_PK))).toEqual(ED25519_SEED);
    expect(() => signingSecret('ed25519', new Uint8Array(48))).toThrow(invalidKey);
  });

  it('takes a secp256k1 scalar in range', () => {
    expect(signingSecret('secp256k1', SECP256K1_SK)).toBe(SECP256K1_SK);
    expect(signingSecret('ethereum', SECP256K1_SK)).toBe(SECP256K1_SK);
    expect(() => signingSecret('secp256k1', new Uint8Array(32))).toThrow(invalidKey);
    expect(() => signingSecret('secp256k1', new Uint8Array(32).fill(0xff))).toThrow(invalidKey);
    expect(() => signingSecret('ethereum', new Uint8Array(31).fill(1))).toThrow(invalidKey);
  });
});
