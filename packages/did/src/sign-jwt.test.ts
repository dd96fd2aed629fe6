import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from './decode-jwt.js';
import { didFromPublicKey } from './did-from-public-key.js';
import { generateKeyPair } from './generate-key-pair.js';
import { signJwt } from './sign-jwt.js';
import { verifyJwt } from './verify-jwt.js';

const NOW = 1_700_000_000;
const ed = generateKeyPair('ed25519');
const edDid = didFromPublicKey(ed.publicKey);
const secp = generateKeyPair('secp256k1');
const secpDid = didFromPublicKey(secp.publicKey, { key: 'secp256k1' });

describe('signJwt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000 + 999);
  });
  afterEach(() => vi.useRealTimers());

  it('writes the reference header and string times, five minutes of validity, version 1.1.0 by default', () => {
    const token = signJwt({ signerDid: edDid, secretKey: ed.secretKey });
    const [headerSegment] = token.split('.');
    expect(headerSegment).toBe('eyJhbGciOiJFZDI1NTE5IiwidHlwZSI6IkpXVCJ9');
    expect(decodeJwt(token).body).toEqual({
      iss: `did:abt:${edDid}`,
      iat: String(NOW),
      nbf: String(NOW),
      exp: String(NOW + 300),
      version: '1.1.0',
    });
  });

  it('sorts body keys and base64url-encodes without padding', () => {
    const token = signJwt({ signerDid: `did:abt:${edDid}`, secretKey: ed.secretKey, payload: { z: 1, a: 'ü' } });
    const body = new TextDecoder().decode(Buffer.from(token.split('.')[1] ?? '', 'base64url'));
    expect(Object.keys(JSON.parse(body))).toEqual(['a', 'exp', 'iat', 'iss', 'nbf', 'version', 'z']);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('lays the payload over the defaults and drops empty claims', () => {
    const token = signJwt({
      signerDid: edDid,
      secretKey: ed.secretKey,
      payload: { exp: String(NOW + 60), nbf: '', iat: null, note: undefined, zero: 0, no: false },
    });
    const { body } = decodeJwt(token);
    expect(body).toEqual({ iss: `did:abt:${edDid}`, exp: String(NOW + 60), version: '1.1.0', zero: 0, no: false });
  });

  it('writes ES256K for secp256k1 signers', () => {
    const token = signJwt({ signerDid: secpDid, secretKey: secp.secretKey });
    expect(decodeJwt(token).header).toEqual({ alg: 'ES256K', type: 'JWT' });
    expect(verifyJwt(token, secp.publicKey).body.iss).toBe(`did:abt:${secpDid}`);
  });

  it('signs version 1.0.0 with ed25519', () => {
    const token = signJwt({ signerDid: edDid, secretKey: ed.secretKey, version: '1.0.0' });
    expect(verifyJwt(token, ed.publicKey).body.version).toBe('1.0.0');
  });

  it('refuses version 1.0.0 with secp256k1, whose signature would leave the body unsigned', () => {
    expect(() => signJwt({ signerDid: secpDid, secretKey: secp.secretKey, version: '1.0.0' })).toThrow(
      expect.objectContaining({ code: 'weak_signature' }),
    );
  });

  it('refuses a secret key that does not belong to the signer DID', () => {
    expect(() => signJwt({ signerDid: edDid, secretKey: generateKeyPair('ed25519').secretKey })).toThrow(
      expect.objectContaining({ code: 'issuer_mismatch' }),
    );
  });

  it('refuses an invalid signer DID and passkey signers', () => {
    expect(() => signJwt({ signerDid: 'abc', secretKey: ed.secretKey })).toThrow('Failed to parse DID');
    const passkeyDid = didFromPublicKey(ed.publicKey, { role: 'passkey', key: 'passkey', hash: 'sha2' });
    expect(() => signJwt({ signerDid: passkeyDid, secretKey: ed.secretKey })).toThrow(
      expect.objectContaining({ code: 'unsupported_key_type' }),
    );
  });
});
