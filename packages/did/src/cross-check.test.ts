import * as ReferenceDid from '@arcblock/did';
import { toChecksumAddress as referenceChecksumAddress } from '@arcblock/did/lib/type.js';
import * as ReferenceJwt from '@arcblock/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeDid } from './decode-did.js';
import { decodeJwt } from './decode-jwt.js';
import { didFromPublicKey } from './did-from-public-key.js';
import {
  HASH_TYPES,
  KEY_TYPES,
  ROLE_TYPES,
  type DidTypeInfo,
  type HashType,
  type KeyType,
  type RoleType,
  type SigningKeyType,
} from './did-types.js';
import { encodeDid } from './encode-did.js';
import { encodeHex } from './encode-hex.js';
import { generateKeyPair } from './generate-key-pair.js';
import { isValidDid } from './is-valid-did.js';
import { publicKeyFromSecret } from './public-key-from-secret.js';
import { isValidEthereumAddress } from './is-valid-ethereum-address.js';
import { signJwt } from './sign-jwt.js';
import { forgeJwt } from './test-support/forge-jwt.js';
import { ETHEREUM_0X04_SK } from './test-support/vectors.js';
import { toChecksumAddress } from './to-checksum-address.js';
import { verifyJwt } from './verify-jwt.js';

const KEYS_PER_TYPE = 100;
const NOW = 1_700_000_000;
const { types } = ReferenceDid;

const COMBOS: { role: RoleType; hash: HashType }[] = [
  { role: 'account', hash: 'sha3' },
  { role: 'application', hash: 'sha2' },
  { role: 'node', hash: 'sha3' },
  { role: 'swap', hash: 'keccak' },
  { role: 'blocklet', hash: 'keccak' },
  { role: 'profile', hash: 'sha3_512' },
  { role: 'asset', hash: 'keccak_384' },
  { role: 'any', hash: 'sha3_384' },
];

// The reference swaps in SHA2 for these roles; encodeDid takes the hash it is given.
const SHA2_ROLES: RoleType[] = ['node', 'validator', 'tether', 'swap'];

const PAYLOAD = { challenge: 'c0ffee', nested: { b: [1, { d: true, c: null }], a: '名字 "quoted"' }, appPk: '0x01', url: 'https://a.b/?x=1&y=2' };

function referenceType({ role, key, hash }: DidTypeInfo) {
  return { role: ROLE_TYPES[role], pk: KEY_TYPES[key], hash: HASH_TYPES[hash] };
}

function signer(keyType: SigningKeyType) {
  const pair = generateKeyPair(keyType);
  return { ...pair, did: didFromPublicKey(pair.publicKey, { key: keyType }) };
}

const manySigners = (keyType: SigningKeyType) => Array.from({ length: KEYS_PER_TYPE }, () => signer(keyType));
const SIGNERS = { ed25519: manySigners('ed25519'), secp256k1: manySigners('secp256k1'), ethereum: manySigners('ethereum') };
const SIGNING_KEY_TYPES = Object.keys(SIGNERS) as SigningKeyType[];

describe('cross-check with @arcblock/did', () => {
  it('has the same role, key and hash tables', () => {
    const lowerNames = (table: Record<string, number>, prefix = '') =>
      Object.fromEntries(Object.entries(table).map(([name, code]) => [name.replace(prefix, '').toLowerCase(), code]));
    expect(ROLE_TYPES).toEqual(lowerNames(types.RoleType, 'ROLE_'));
    expect(KEY_TYPES).toEqual(lowerNames(types.KeyType));
    expect(HASH_TYPES).toEqual(lowerNames(types.HashType));
  });

  it.each(['ed25519', 'secp256k1'] as const)('derives the same DIDs from %s keys under several role/hash types (four each), both ways', (key) => {
    for (const [index, { publicKey }] of SIGNERS[key].entries()) {
      for (const { role, hash } of COMBOS.filter((_, combo) => combo % 2 === index % 2)) {
        const ours = didFromPublicKey(publicKey, { role, key, hash });
        const theirs = ReferenceDid.fromPublicKey(encodeHex(publicKey), referenceType({ role, key, hash }));
        expect(ours).toBe(theirs);
        expect(ReferenceDid.isValid(`did:abt:${ours}`)).toBe(true);
        expect(ReferenceDid.isFromPublicKey(ours, encodeHex(publicKey))).toBe(true);
        const decoded = decodeDid(`did:abt:${theirs}`);
        expect(ReferenceDid.toTypeInfo(theirs)).toEqual({ ...referenceType(decoded), address: types.EncodingType.BASE58 });
      }
    }
  });

  it('encodes every role, key and hash type as the reference does', () => {
    const publicKey = signer('ed25519').publicKey;
    for (const role of Object.keys(ROLE_TYPES) as RoleType[]) {
      for (const key of Object.keys(KEY_TYPES) as KeyType[]) {
        for (const hash of Object.keys(HASH_TYPES) as HashType[]) {
          const theirs = ReferenceDid.fromPublicKey(encodeHex(publicKey), referenceType({ role, key, hash }));
          expect(encodeDid(publicKey, { role, key, hash: SHA2_ROLES.includes(role) ? 'sha2' : hash })).toBe(theirs);
          expect(decodeDid(theirs)).toMatchObject({ role, key });
        }
      }
    }
  });

  it('agrees on the validity of corrupted DIDs', () => {
    for (const [index, { did }] of SIGNERS.ed25519.entries()) {
      const position = 2 + (index % (did.length - 2));
      const corrupted = `${did.slice(0, position)}${did[position] === 'a' ? 'b' : 'a'}${did.slice(position + 1)}`;
      expect(isValidDid(corrupted)).toBe(ReferenceDid.isValid(corrupted));
    }
  });

  it('derives the same EIP-55 address for ethereum keys and agrees on address validity', () => {
    for (const { publicKey, did } of SIGNERS.ethereum) {
      expect(did).toBe(ReferenceDid.fromPublicKey(encodeHex(publicKey), 'eth'));
      expect(toChecksumAddress(did.toLowerCase())).toBe(referenceChecksumAddress(did.toLowerCase()));
      const oneLetterFlipped = did.replace(/[a-fA-F]/, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()));
      expect(isValidEthereumAddress(oneLetterFlipped)).toBe(ReferenceDid.isEthereumDid(oneLetterFlipped));
      expect(isValidEthereumAddress(did.toUpperCase().replace('0X', '0x'))).toBe(ReferenceDid.isEthereumDid(did.toUpperCase()));
      expect(ReferenceDid.isFromPublicKey(did, encodeHex(publicKey))).toBe(true);
    }
  });
});

describe('cross-check with @arcblock/jwt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  const cases = SIGNING_KEY_TYPES.flatMap((keyType) =>
    (['1.1.0', '1.0.0'] as const).filter((version) => keyType === 'ed25519' || version === '1.1.0').map((version) => ({ keyType, version })),
  );

  it.each(cases)('$keyType $version: same token byte for byte, each verifying with the other', async ({ keyType, version }) => {
    for (const { publicKey, secretKey, did } of SIGNERS[keyType]) {
      const ours = signJwt({ signerDid: did, secretKey, payload: PAYLOAD, version });
      const theirs = await ReferenceJwt.sign(did, encodeHex(secretKey), PAYLOAD, true, version);
      expect(ours).toBe(theirs);
      // The reference mistakes a 64-byte Ethereum key starting with 0x04 for a prefixed one; see the test below.
      const referenceMisreadsKey = keyType === 'ethereum' && publicKey[0] === 4;
      expect(await ReferenceJwt.verify(ours, encodeHex(publicKey))).toBe(!referenceMisreadsKey);
      expect(verifyJwt(theirs, publicKey, { signerDid: did }).body).toEqual(ReferenceJwt.decode(theirs));
      expect(decodeJwt(theirs).header).toEqual(ReferenceJwt.decode(theirs, false).header);
    }
  });

  it.each(SIGNING_KEY_TYPES)('%s: both reject what the other rejects', async (keyType) => {
    for (const { publicKey, secretKey, did } of SIGNERS[keyType].slice(0, 10)) {
      const token = signJwt({ signerDid: did, secretKey, payload: PAYLOAD });
      const [header, body] = token.split('.');
      const intruder = signer(keyType);
      const wrongSignature = signJwt({ signerDid: intruder.did, secretKey: intruder.secretKey, payload: PAYLOAD }).split('.')[2];
      const tampered = `${header}.${body}.${wrongSignature}`;
      expect(await ReferenceJwt.verify(tampered, encodeHex(publicKey))).toBe(false);
      expect(() => verifyJwt(tampered, publicKey)).toThrow(expect.objectContaining({ code: 'invalid_signature' }));
      vi.setSystemTime((NOW + 400) * 1000);
      expect(await ReferenceJwt.verify(token, encodeHex(publicKey))).toBe(false);
      expect(() => verifyJwt(token, publicKey)).toThrow(expect.objectContaining({ code: 'expired' }));
      vi.setSystemTime(NOW * 1000);
    }
  });

  it('secp256k1 1.0.0: the reference signs only the first 32 bytes, so we refuse such tokens both ways', async () => {
    for (const { publicKey, secretKey, did } of SIGNERS.secp256k1.slice(0, 10)) {
      const theirs = await ReferenceJwt.sign(did, encodeHex(secretKey), { amount: '1' }, true, '1.0.0');
      const [header, , signature] = theirs.split('.');
      const forgedBody = Buffer.from(JSON.stringify({ ...ReferenceJwt.decode(theirs), amount: '1000000' })).toString('base64url');
      expect(await ReferenceJwt.verify(`${header}.${forgedBody}.${signature}`, encodeHex(publicKey))).toBe(true);
      expect(() => verifyJwt(theirs, publicKey)).toThrow(expect.objectContaining({ code: 'weak_signature' }));
      expect(() => signJwt({ signerDid: did, secretKey, version: '1.0.0' })).toThrow(expect.objectContaining({ code: 'weak_signature' }));
    }
  });

  it('ethereum: verifies tokens of keys starting with 0x04, which the reference rejects', async () => {
    const secretKey = ETHEREUM_0X04_SK;
    const publicKey = publicKeyFromSecret('ethereum', secretKey);
    expect(publicKey[0]).toBe(4);
    const token = signJwt({ signerDid: didFromPublicKey(publicKey, { key: 'ethereum' }), secretKey });
    expect(await ReferenceJwt.verify(token, encodeHex(publicKey))).toBe(false);
    expect(verifyJwt(token, publicKey).header.alg).toBe('Ethereum');
  });

  it('hashes for exactly 1.1.0 when verifying, as the reference verifier does', async () => {
    const { publicKey, secretKey, did } = signer('ed25519');
    const body = { iss: `did:abt:${did}`, iat: String(NOW), nbf: String(NOW), exp: String(NOW + 300), version: '1.2.0' };
    for (const digested of [true, false]) {
      const token = forgeJwt({ header: { alg: 'Ed25519', type: 'JWT' }, body, keyType: 'ed25519', secretKey, digested });
      const accepted = await ReferenceJwt.verify(token, encodeHex(publicKey));
      expect(accepted).toBe(!digested);
      if (accepted) expect(verifyJwt(token, publicKey).body.version).toBe('1.2.0');
      else expect(() => verifyJwt(token, publicKey)).toThrow(expect.objectContaining({ code: 'invalid_signature' }));
    }
  });

  it('refuses what the reference accepts without checking: an alg that does not match the issuer key', async () => {
    const { publicKey, secretKey, did } = signer('secp256k1');
    const body = { iss: `did:abt:${did}`, iat: String(NOW), nbf: String(NOW), exp: String(NOW + 300), version: '1.1.0' };
    const token = forgeJwt({ header: { alg: 'Ethereum', type: 'JWT' }, body, keyType: 'secp256k1', secretKey });
    expect(await ReferenceJwt.verify(token, encodeHex(publicKey))).toBe(true);
    expect(() => verifyJwt(token, publicKey)).toThrow(expect.objectContaining({ code: 'alg_mismatch' }));
  });
});
