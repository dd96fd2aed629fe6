import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { digest } from './digest.js';

const empty = new Uint8Array();

describe('digest', () => {
  it.each([
    ['keccak', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['sha3', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
    ['sha2', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ] as const)('%s is the 256-bit variant, one round', (type, hex) => {
    expect(bytesToHex(digest(type, empty))).toBe(hex);
  });

  it.each([
    ['keccak_384', 48],
    ['sha3_384', 48],
    ['keccak_512', 64],
    ['sha3_512', 64],
  ] as const)('%s gives %i bytes', (type, length) => {
    expect(digest(type, empty)).toHaveLength(length);
  });
});
