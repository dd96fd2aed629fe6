import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './decode-base58.js';
import { digest } from './digest.js';
import { encodeDid } from './encode-did.js';
import {
  ED25519_APPLICATION_SHA2_DID,
  ED25519_DID,
  ED25519_KECCAK_512_DID,
  ED25519_PK,
  ETHEREUM_KEY_BASE58_DID,
  SECP256K1_DID,
  SECP256K1_PK,
} from './test-support/vectors.js';

describe('encodeDid', () => {
  it('matches the DIDs @arcblock/did gives known keys', () => {
    expect(encodeDid(ED25519_PK, { role: 'account', key: 'ed25519', hash: 'sha3' })).toBe(ED25519_DID);
    expect(encodeDid(ED25519_PK, { role: 'application', key: 'ed25519', hash: 'sha2' })).toBe(ED25519_APPLICATION_SHA2_DID);
    expect(encodeDid(ED25519_PK, { role: 'account', key: 'ed25519', hash: 'keccak_512' })).toBe(ED25519_KECCAK_512_DID);
    expect(encodeDid(SECP256K1_PK, { role: 'account', key: 'secp256k1', hash: 'sha3' })).toBe(SECP256K1_DID);
    expect(encodeDid(SECP256K1_PK.subarray(1), { role: 'account', key: 'ethereum', hash: 'keccak' })).toBe(ETHEREUM_KEY_BASE58_DID);
  });

  it('lays out type (role<<10 | key<<5 | hash), first 20 bytes of the key hash and a 4-byte checksum', () => {
    const bytes = decodeBase58(encodeDid(ED25519_PK, { role: 'any', key: 'passkey', hash: 'sha2' }));
    expect(bytes).toHaveLength(26);
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint16(0)).toBe((63 << 10) | (3 << 5) | 6);
    expect(bytes.subarray(2, 22)).toEqual(digest('sha2', ED25519_PK).subarray(0, 20));
    expect(bytes.subarray(22)).toEqual(digest('sha2', bytes.subarray(0, 22)).subarray(0, 4));
  });

  it('hashes the key bytes as given, so a compressed secp256k1 key gives another DID', () => {
    const compressed = secp256k1.Point.fromBytes(SECP256K1_PK).toBytes(true);
    expect(encodeDid(compressed, { role: 'account', key: 'secp256k1', hash: 'sha3' })).not.toBe(SECP256K1_DID);
  });
});
