import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { sign } from './sign.js';
import { ED25519_PK, ED25519_SEED, SECP256K1_PK, SECP256K1_SK } from './test-support/vectors.js';

const message = new TextEncoder().encode('message to sign');

describe('sign', () => {
  it('signs any message with ed25519, deterministically', () => {
    const signature = sign('ed25519', Uint8Array.of(...ED25519_SEED, ...ED25519_PK), message);
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, message, ED25519_PK)).toBe(true);
    expect(sign('ed25519', ED25519_SEED, message)).toEqual(signature);
  });

  it('signs a 32-byte digest with secp256k1 as DER, low S, without hashing it again', () => {
    const digest = sha3_256(message);
    const signature = sign('secp256k1', SECP256K1_SK, digest);
    expect(signature[0]).toBe(0x30);
    expect(secp256k1.verify(signature, digest, SECP256K1_PK, { prehash: false, format: 'der', lowS: true })).toBe(true);
    expect(sign('ethereum', SECP256K1_SK, digest)).toEqual(signature);
  });

  it('refuses secp256k1 input that is not a 32-byte digest', () => {
    expect(() => sign('secp256k1', SECP256K1_SK, message)).toThrow(expect.objectContaining({ code: 'invalid_digest' }));
  });

  it('refuses an invalid secret key', () => {
    expect(() => sign('ed25519', new Uint8Array(16), message)).toThrow(expect.objectContaining({ code: 'invalid_key' }));
  });
});
