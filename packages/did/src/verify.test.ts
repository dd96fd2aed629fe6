import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { sign } from './sign.js';
import { ED25519_PK, ED25519_SEED, SECP256K1_PK, SECP256K1_SK } from './test-support/vectors.js';
import { verify } from './verify.js';

const message = new TextEncoder().encode('message to sign');
const digest = sha3_256(message);

describe('verify', () => {
  it('accepts ed25519 signatures and rejects tampering or another key', () => {
    const signature = sign('ed25519', ED25519_SEED, message);
    expect(verify('ed25519', ED25519_PK, message, signature)).toBe(true);
    expect(verify('ed25519', ED25519_PK, message.map((byte, i) => (i === 0 ? byte ^ 1 : byte)), signature)).toBe(false);
    expect(verify('ed25519', ED25519_PK.map((byte) => byte ^ 1), message, signature)).toBe(false);
  });

  it('accepts secp256k1 DER signatures under any encoding of the key, for either key type', () => {
    const signature = sign('secp256k1', SECP256K1_SK, digest);
    expect(verify('secp256k1', SECP256K1_PK, digest, signature)).toBe(true);
    expect(verify('ethereum', SECP256K1_PK.subarray(1), digest, signature)).toBe(true);
    expect(verify('secp256k1', secp256k1.Point.fromBytes(SECP256K1_PK).toBytes(true), digest, signature)).toBe(true);
    expect(verify('secp256k1', SECP256K1_PK, sha3_256(digest), signature)).toBe(false);
  });

  it('rejects compact and high-S secp256k1 signatures, as the reference does', () => {
    const signature = secp256k1.Signature.fromBytes(sign('secp256k1', SECP256K1_SK, digest), 'der');
    const highS = new secp256k1.Signature(signature.r, secp256k1.Point.CURVE().n - signature.s);
    expect(verify('secp256k1', SECP256K1_PK, digest, signature.toBytes('compact'))).toBe(false);
    expect(verify('secp256k1', SECP256K1_PK, digest, highS.toBytes('der'))).toBe(false);
  });

  it('returns false for a signature that does not parse', () => {
    expect(verify('ed25519', ED25519_PK, message, new Uint8Array(10))).toBe(false);
    expect(verify('secp256k1', SECP256K1_PK, digest, new Uint8Array(10))).toBe(false);
  });

  it('throws for an unusable key or a secp256k1 message that is not a digest', () => {
    expect(() => verify('ed25519', SECP256K1_PK, message, new Uint8Array(64))).toThrow(expect.objectContaining({ code: 'invalid_key' }));
    expect(() => verify('secp256k1', SECP256K1_PK, message, new Uint8Array(70))).toThrow(
      expect.objectContaining({ code: 'invalid_digest' }),
    );
  });
});
