import { didFromPublicKey, encodeBase58, generateKeyPair } from '@foyer/did';
import { answerClaims } from '@foyer/wallet';
import { describe, expect, it } from 'vitest';
import { authPrincipalClaim, signatureClaim } from './claims.js';
import { verifySignatureAnswers } from './verify-signature-answers.js';

const ASKED = [authPrincipalClaim(undefined), signatureClaim(new TextEncoder().encode('Pay 5 to Bob'), 'Sign the payment')];

function holder(keyType: 'ed25519' | 'secp256k1') {
  const { publicKey, secretKey } = generateKeyPair(keyType);
  const did = `did:abt:${didFromPublicKey(publicKey, { key: keyType })}`;
  return { did, pk: encodeBase58(publicKey), answers: answerClaims(ASKED, { did, keyType, secretKey, profile: { fullName: 'Bob' } }) };
}

const refusal = (run: () => void) => {
  try {
    run();
    return 'verified';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe.each(['ed25519', 'secp256k1'] as const)('verifySignatureAnswers with a %s wallet', (keyType) => {
  it('accepts the wallet signature of the data the app asked for, in its place', () => {
    const wallet = holder(keyType);
    expect(refusal(() => verifySignatureAnswers(ASKED, wallet.answers, wallet))).toBe('verified');
  });

  it('refuses it for another key, for other data, out of place, or missing', () => {
    const wallet = holder(keyType);
    const other = holder(keyType);
    const otherData = [authPrincipalClaim(undefined), signatureClaim(new TextEncoder().encode('Pay 500 to Eve'), 'Sign the payment')];
    expect(refusal(() => verifySignatureAnswers(ASKED, wallet.answers, other))).toBe('signatureInvalid');
    expect(refusal(() => verifySignatureAnswers(otherData, wallet.answers, wallet))).toBe('signatureInvalid');
    expect(refusal(() => verifySignatureAnswers(ASKED, [...wallet.answers].reverse(), wallet))).toBe('signatureInvalid');
    expect(refusal(() => verifySignatureAnswers(ASKED, wallet.answers.slice(0, 1), wallet))).toBe('signatureInvalid');
  });
});
