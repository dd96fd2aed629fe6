import { describe, expect, it } from 'vitest';
import { publicKeyFromSecret } from './public-key-from-secret.js';
import { ED25519_PK, ED25519_SEED, SECP256K1_PK, SECP256K1_SK } from './test-support/vectors.js';

describe('publicKeyFromSecret', () => {
  it('derives the ed25519 key from the seed, ignoring a stale embedded public key', () => {
    expect(publicKeyFromSecret('ed25519', ED25519_SEED)).toEqual(ED25519_PK);
    expect(publicKeyFromSecret('ed25519', Uint8Array.of(...ED25519_SEED, ...new Uint8Array(32)))).toEqual(ED25519_PK);
  });

  it('gives secp256k1 keys uncompressed with 0x04 and ethereum keys without it', () => {
    expect(publicKeyFromSecret('secp256k1', SECP256K1_SK)).toEqual(SECP256K1_PK);
    expect(publicKeyFromSecret('ethereum', SECP256K1_SK)).toEqual(SECP256K1_PK.subarray(1));
  });

  it('rejects an invalid secret', () => {
    expect(() => publicKeyFromSecret('secp256k1', new Uint8Array(32))).toThrow(expect.objectContaining({ code: 'invalid_key' }));
  });
});
