import { describe, expect, it } from 'vitest';
import type { AuthInfoBody } from './messages.js';
import { receivedCredential } from './received-credential.js';
import { isWalletError } from './wallet-error.js';

const APP = 'did:abt:zNKapp';
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtOf = (payload: object) => `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment(payload)}.c2ln`;
const passportJwt = (iss = APP) => jwtOf({ iss, jti: 'urn:uuid:1', vc: { type: ['VerifiableCredential', 'Passport'], credentialSubject: { passport: { name: 'Ünïcode' } } } });
const finalReply = (response: AuthInfoBody['response']): AuthInfoBody => ({ iss: APP, status: 'ok', response });

describe('receivedCredential', () => {
  it('keeps the credential of a final answer, naming the app that signed the answer', () => {
    const jwt = passportJwt();
    expect(receivedCredential(finalReply({ did: 'did:abt:zMe', credential: jwt }))).toEqual({
      jwt,
      id: 'urn:uuid:1',
      type: ['VerifiableCredential', 'Passport'],
      issuer: APP,
    });
  });

  it('finds none in an answer without one', () => {
    expect(receivedCredential(finalReply({ did: 'did:abt:zMe' }))).toBeNull();
    expect(receivedCredential({ iss: APP, status: 'ok' })).toBeNull();
  });

  it('refuses a credential another issuer signed, and one that is not a JWT', () => {
    const codeOf = (reply: AuthInfoBody) => {
      try {
        receivedCredential(reply);
        return 'kept';
      } catch (error) {
        return isWalletError(error) ? error.code : 'thrown';
      }
    };
    expect(codeOf(finalReply({ credential: passportJwt('did:abt:zOther') }))).toBe('invalid_app_signature');
    expect(codeOf(finalReply({ credential: 'not-a-jwt' }))).toBe('invalid_reply');
    expect(codeOf(finalReply({ credential: `a.${segment({ iss: APP }).slice(2)}!.b` }))).toBe('invalid_reply');
  });
});
