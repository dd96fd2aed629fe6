import { sha3_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { jwtSigningInput } from './jwt-signing-input.js';

const signedPart = 'eyJhbGciOiJFZDI1NTE5IiwidHlwZSI6IkpXVCJ9.e30';

describe('jwtSigningInput', () => {
  it.each(['ed25519', 'secp256k1', 'ethereum'] as const)('is SHA3-256 of header.body for version 1.1.0 with %s', (keyType) => {
    expect(jwtSigningInput(signedPart, '1.1.0', keyType)).toEqual(sha3_256(utf8ToBytes(signedPart)));
  });

  it('finds the version number anywhere in the string, as the reference does', () => {
    expect(jwtSigningInput(signedPart, 'v1.1.0-beta', 'secp256k1')).toEqual(sha3_256(utf8ToBytes(signedPart)));
  });

  it.each([['1.0.0'], ['1.2.0'], ['11.1.0'], ['1.1'], [undefined], [110]])('is the raw bytes for version %j with ed25519', (version) => {
    expect(jwtSigningInput(signedPart, version, 'ed25519')).toEqual(utf8ToBytes(signedPart));
  });

  it.each(['secp256k1', 'ethereum'] as const)('refuses raw bytes with %s', (keyType) => {
    expect(() => jwtSigningInput(signedPart, '1.0.0', keyType)).toThrow(expect.objectContaining({ code: 'weak_signature' }));
  });
});
