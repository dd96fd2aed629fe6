import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { didFromPublicKey } from './did-from-public-key.js';
import { generateKeyPair, type KeyPair } from './generate-key-pair.js';
import type { SigningKeyType } from './did-types.js';
import { signJwt } from './sign-jwt.js';
import { forgeJwt } from './test-support/forge-jwt.js';
import { verifyJwt } from './verify-jwt.js';

const NOW = 1_700_000_000;
const failsWith = (code: string) => expect.objectContaining({ name: 'DidError', code });

function signer(keyType: SigningKeyType) {
  const keys = generateKeyPair(keyType);
  return { keyType, keys, did: didFromPublicKey(keys.publicKey, { key: keyType }) };
}

const ed = signer('ed25519');
const secp = signer('secp256k1');
const signers = [ed, secp, signer('ethereum')];

function bodyFor(did: string, claims: Record<string, string> = {}) {
  return { iss: `did:abt:${did}`, iat: String(NOW), nbf: String(NOW), exp: String(NOW + 300), version: '1.1.0', ...claims };
}

function forged(signer: { keyType: SigningKeyType; keys: KeyPair }, header: { alg: string }, body: Record<string, string>) {
  return forgeJwt({ header: { ...header, type: 'JWT' }, body, keyType: signer.keyType, secretKey: signer.keys.secretKey });
}

describe('verifyJwt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it.each(signers)('returns the decoded token of a valid $keyType signer', ({ keys, did }) => {
    const token = signJwt({ signerDid: did, secretKey: keys.secretKey, payload: { challenge: 'abc' } });
    const { header, body } = verifyJwt(token, keys.publicKey, { signerDid: `did:abt:${did}` });
    expect(header.type).toBe('JWT');
    expect(body).toMatchObject({ iss: `did:abt:${did}`, challenge: 'abc' });
  });

  it('rejects a tampered signature or body', () => {
    const token = signJwt({ signerDid: ed.did, secretKey: ed.keys.secretKey, payload: { amount: '1' } });
    const [header, body, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(() => verifyJwt(`${header}.${body}.${flipped}`, ed.keys.publicKey)).toThrow(failsWith('invalid_signature'));
    const otherBody = signJwt({ signerDid: ed.did, secretKey: ed.keys.secretKey, payload: { amount: '9' } }).split('.')[1];
    expect(() => verifyJwt(`${header}.${otherBody}.${signature}`, ed.keys.publicKey)).toThrow(failsWith('invalid_signature'));
    expect(() => verifyJwt(`${header}.${body}.`, ed.keys.publicKey)).toThrow(failsWith('invalid_signature'));
  });

  it('rejects a signature by a key other than the issuer', () => {
    const intruder = generateKeyPair('ed25519');
    const token = forged({ keyType: 'ed25519', keys: intruder }, { alg: 'Ed25519' }, bodyFor(ed.did));
    expect(() => verifyJwt(token, ed.keys.publicKey)).toThrow(failsWith('invalid_signature'));
  });

  it('rejects a public key that is not the issuer', () => {
    const token = signJwt({ signerDid: ed.did, secretKey: ed.keys.secretKey });
    expect(() => verifyJwt(token, generateKeyPair('ed25519').publicKey)).toThrow(failsWith('issuer_mismatch'));
    expect(() => verifyJwt(token, secp.keys.publicKey)).toThrow(failsWith('issuer_mismatch'));
  });

  it('rejects an issuer other than the expected signer', () => {
    const token = signJwt({ signerDid: ed.did, secretKey: ed.keys.secretKey });
    expect(() => verifyJwt(token, ed.keys.publicKey, { signerDid: secp.did })).toThrow(failsWith('issuer_mismatch'));
  });

  it('rejects an alg that does not match the issuer key type', () => {
    const token = forged(ed, { alg: 'ES256K' }, bodyFor(ed.did));
    expect(() => verifyJwt(token, ed.keys.publicKey)).toThrow(failsWith('alg_mismatch'));
    const secpAsEd = forged(secp, { alg: 'Ed25519' }, bodyFor(secp.did));
    expect(() => verifyJwt(secpAsEd, secp.keys.publicKey)).toThrow(failsWith('alg_mismatch'));
  });

  it('reads alg case-insensitively and takes secp256k1 as an alias of ES256K, as the reference does', () => {
    expect(verifyJwt(forged(ed, { alg: 'ED25519' }, bodyFor(ed.did)), ed.keys.publicKey).header.alg).toBe('ED25519');
    expect(verifyJwt(forged(secp, { alg: 'secp256k1' }, bodyFor(secp.did)), secp.keys.publicKey).header.alg).toBe('secp256k1');
  });

  it('rejects unknown algs', () => {
    expect(() => verifyJwt(forged(ed, { alg: 'none' }, bodyFor(ed.did)), ed.keys.publicKey)).toThrow(failsWith('unsupported_alg'));
    expect(() => verifyJwt(forged(ed, { alg: 'constructor' }, bodyFor(ed.did)), ed.keys.publicKey)).toThrow(
      failsWith('unsupported_alg'),
    );
  });

  it('rejects a missing or unparseable issuer and garbage tokens as malformed', () => {
    const { iss: _, ...noIssuer } = bodyFor(ed.did);
    expect(() => verifyJwt(forged(ed, { alg: 'Ed25519' }, noIssuer), ed.keys.publicKey)).toThrow(failsWith('malformed'));
    const badIssuer = bodyFor(ed.did, { iss: 'did:abt:nonsense' });
    expect(() => verifyJwt(forged(ed, { alg: 'Ed25519' }, badIssuer), ed.keys.publicKey)).toThrow(failsWith('malformed'));
    expect(() => verifyJwt('not.a.token', ed.keys.publicKey)).toThrow(failsWith('malformed'));
  });

  it('rejects unhashed secp256k1 tokens, whose signature covers only the first 32 bytes', () => {
    const token = forgeJwt({
      header: { alg: 'ES256K', type: 'JWT' },
      body: bodyFor(secp.did, { version: '1.0.0' }),
      keyType: 'secp256k1',
      secretKey: secp.keys.secretKey,
    });
    expect(() => verifyJwt(token, secp.keys.publicKey)).toThrow(failsWith('weak_signature'));
  });

  it('accepts unhashed ed25519 tokens of version 1.0.0 and none', () => {
    const token = signJwt({ signerDid: ed.did, secretKey: ed.keys.secretKey, version: '1.0.0' });
    expect(verifyJwt(token, ed.keys.publicKey).body.version).toBe('1.0.0');
    const { version: _, ...unversioned } = bodyFor(ed.did);
    const raw = forgeJwt({ header: { alg: 'Ed25519' }, body: unversioned, keyType: 'ed25519', secretKey: ed.keys.secretKey, digested: false });
    expect(verifyJwt(raw, ed.keys.publicKey).body.version).toBeUndefined();
  });

  describe('times', () => {
    const at = (claims: Record<string, string>) => forged(ed, { alg: 'Ed25519' }, bodyFor(ed.did, claims));

    it('rejects an expired token once the tolerance has passed', () => {
      expect(verifyJwt(at({ exp: String(NOW - 5) }), ed.keys.publicKey).body.exp).toBe(String(NOW - 5));
      expect(() => verifyJwt(at({ exp: String(NOW - 6) }), ed.keys.publicKey)).toThrow(failsWith('expired'));
      expect(verifyJwt(at({ exp: String(NOW - 60) }), ed.keys.publicKey, { tolerance: 60 })).toBeTruthy();
    });

    it('rejects nbf or iat in the future beyond the tolerance', () => {
      expect(verifyJwt(at({ nbf: String(NOW + 5) }), ed.keys.publicKey)).toBeTruthy();
      expect(() => verifyJwt(at({ nbf: String(NOW + 6) }), ed.keys.publicKey)).toThrow(failsWith('not_yet_valid'));
      expect(() => verifyJwt(at({ iat: String(NOW + 6) }), ed.keys.publicKey)).toThrow(failsWith('not_yet_valid'));
    });

    it('rounds the clock up, as the reference does', () => {
      vi.setSystemTime(NOW * 1000 + 1);
      expect(() => verifyJwt(at({ exp: String(NOW - 5) }), ed.keys.publicKey)).toThrow(failsWith('expired'));
    });

    it('treats missing or zero times as unset', () => {
      expect(verifyJwt(at({ exp: '0', nbf: '0', iat: '0' }), ed.keys.publicKey)).toBeTruthy();
      const { exp: _, ...noExpiry } = bodyFor(ed.did);
      expect(verifyJwt(forged(ed, { alg: 'Ed25519' }, noExpiry), ed.keys.publicKey).body.exp).toBeUndefined();
    });

    it('rejects times that are not decimal seconds', () => {
      expect(() => verifyJwt(at({ exp: 'soon' }), ed.keys.publicKey)).toThrow(failsWith('malformed'));
      expect(() => verifyJwt(at({ nbf: '1e9' }), ed.keys.publicKey)).toThrow(failsWith('malformed'));
    });

    it('skips every time check when enforceTimestamp is false', () => {
      const token = at({ exp: String(NOW - 1000), nbf: String(NOW + 1000), iat: 'soon' });
      expect(verifyJwt(token, ed.keys.publicKey, { enforceTimestamp: false })).toBeTruthy();
    });
  });

  it('checks the signature before the times, so a forged expired token reports invalid_signature', () => {
    const token = forged({ keyType: 'ed25519', keys: generateKeyPair('ed25519') }, { alg: 'Ed25519' }, bodyFor(ed.did, { exp: '1' }));
    expect(() => verifyJwt(token, ed.keys.publicKey)).toThrow(failsWith('invalid_signature'));
  });
});
