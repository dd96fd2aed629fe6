import { decodeKey, digest, encodeBase58, generateKeyPair, verify } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { answerSignatureClaim } from './answer-signature-claim.js';
import { isWalletError, type WalletErrorCode } from './wallet-error.js';

const DATA = new TextEncoder().encode('I agree to the terms, 2024-05-01');
const CLAIM = { type: 'signature', typeUrl: 'mime:text/plain', origin: encodeBase58(DATA), description: 'Sign the terms' };

function refusal(claim: Record<string, string>): WalletErrorCode | 'answered' {
  try {
    answerSignatureClaim(claim as typeof CLAIM, { keyType: 'ed25519', ...generateKeyPair('ed25519') });
    return 'answered';
  } catch (error) {
    if (isWalletError(error)) return error.code;
    throw error;
  }
}

describe.each(['ed25519', 'secp256k1'] as const)('answerSignatureClaim with a %s key', (keyType) => {
  const { publicKey, secretKey } = generateKeyPair(keyType);

  it('signs SHA3-256 of the data in origin, so the key verifies it and it signs nothing else', () => {
    const answer = answerSignatureClaim(CLAIM, { keyType, secretKey });
    expect(answer).toMatchObject({ type: 'signature', typeUrl: 'mime:text/plain', origin: CLAIM.origin });
    const sig = decodeKey(String(answer['sig']));
    expect(verify(keyType, publicKey, digest('sha3', DATA), sig)).toBe(true);
    expect(verify(keyType, publicKey, digest('sha3', new TextEncoder().encode('I agree to nothing')), sig)).toBe(false);
  });
});

describe('answerSignatureClaim refuses', () => {
  it('data of another type than plain text, and data that is not base58btc', () => {
    expect(refusal({ ...CLAIM, typeUrl: 'fg:t:transaction' })).toBe('unsupported_claim');
    expect(refusal({ ...CLAIM, origin: 'not-base58' })).toBe('invalid_reply');
    expect(refusal({ type: 'signature', typeUrl: 'mime:text/plain', description: 'no data' })).toBe('invalid_reply');
  });
});
