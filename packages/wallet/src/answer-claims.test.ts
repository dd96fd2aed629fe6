import { didFromPublicKey, generateKeyPair } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { answerClaims } from './answer-claims.js';
import { isWalletError } from './wallet-error.js';

const { publicKey, secretKey } = generateKeyPair('ed25519');
const PROFILE = { fullName: 'Ada', email: 'ada@example.com', avatar: 'https://example.com/a.png' };
const IDENTITY = { did: `did:abt:${didFromPublicKey(publicKey)}`, keyType: 'ed25519' as const, secretKey, profile: PROFILE };

describe('answerClaims', () => {
  it('names its DID for authPrincipal and shares the profile fields asked for, in order', () => {
    const answers = answerClaims([{ type: 'authPrincipal' }, { type: 'profile', items: ['fullName', 'email'] }], IDENTITY);
    expect(answers).toEqual([
      { type: 'authPrincipal', userDid: IDENTITY.did },
      { type: 'profile', fullName: 'Ada', email: 'ada@example.com' },
    ]);
  });

  it('shares every profile field it has when the claim lists none, and leaves out those it lacks', () => {
    expect(answerClaims([{ type: 'profile' }], { ...IDENTITY, profile: { fullName: 'Ada' } })).toEqual([{ type: 'profile', fullName: 'Ada' }]);
  });

  it('signs the data of a signature claim', () => {
    const [answer] = answerClaims([{ type: 'signature', typeUrl: 'mime:text/plain', origin: 'zStV1DL6CwTryKyV', description: 'Sign' }], IDENTITY);
    expect(answer).toMatchObject({ type: 'signature', origin: 'zStV1DL6CwTryKyV', sig: expect.stringMatching(/^z/) });
  });

  it('refuses a claim it cannot answer', () => {
    let caught: unknown;
    try {
      answerClaims([{ type: 'agreement' }], IDENTITY);
    } catch (error) {
      caught = error;
    }
    expect(isWalletError(caught, 'unsupported_claim') && caught.message).toBe('Unsupported claim: agreement');
  });
});
