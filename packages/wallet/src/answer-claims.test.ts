import { describe, expect, it } from 'vitest';
import { answerClaims } from './answer-claims.js';
import { isWalletError } from './wallet-error.js';

const IDENTITY = { did: 'did:abt:z1example', profile: { fullName: 'Ada', email: 'ada@example.com', avatar: 'https://example.com/a.png' } };

describe('answerClaims', () => {
  it('names its DID for authPrincipal and shares the profile fields asked for, in order', () => {
    const answers = answerClaims([{ type: 'authPrincipal' }, { type: 'profile', items: ['fullName', 'email'] }], IDENTITY);
    expect(answers).toEqual([
      { type: 'authPrincipal', userDid: 'did:abt:z1example' },
      { type: 'profile', fullName: 'Ada', email: 'ada@example.com' },
    ]);
  });

  it('shares every profile field it has when the claim lists none, and leaves out those it lacks', () => {
    expect(answerClaims([{ type: 'profile' }], { did: IDENTITY.did, profile: { fullName: 'Ada' } })).toEqual([{ type: 'profile', fullName: 'Ada' }]);
  });

  it('refuses a claim it cannot answer', () => {
    let caught: unknown;
    try {
      answerClaims([{ type: 'signature' }], IDENTITY);
    } catch (error) {
      caught = error;
    }
    expect(isWalletError(caught, 'unsupported_claim') && caught.message).toBe('Unsupported claim: signature');
  });
});
