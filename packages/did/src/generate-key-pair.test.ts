import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './generate-key-pair.js';
import { publicKeyFromSecret } from './public-key-from-secret.js';

describe('generateKeyPair', () => {
  it('makes an ed25519 pair with a 64-byte seed‖pk secret key', () => {
    const { publicKey, secretKey } = generateKeyPair('ed25519');
    expect(publicKey).toHaveLength(32);
    expect(secretKey).toHaveLength(64);
    expect(secretKey.subarray(32)).toEqual(publicKey);
    expect(publicKeyFromSecret('ed25519', secretKey)).toEqual(publicKey);
  });

  it.each([
    ['secp256k1', 65],
    ['ethereum', 64],
  ] as const)('makes a %s pair with a %i-byte public key', (keyType, length) => {
    const { publicKey, secretKey } = generateKeyPair(keyType);
    expect(publicKey).toHaveLength(length);
    expect(secretKey).toHaveLength(32);
    expect(publicKeyFromSecret(keyType, secretKey)).toEqual(publicKey);
  });

  it('never repeats', () => {
    expect(generateKeyPair('ed25519').secretKey).not.toEqual(generateKeyPair('ed25519').secretKey);
  });
});
