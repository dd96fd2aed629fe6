import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './decode-base58.js';
import { decodeDid } from './decode-did.js';
import { digest } from './digest.js';
import { encodeBase58 } from './encode-base58.js';
import { encodeDid } from './encode-did.js';
import { ED25519_DID, ED25519_NODE_DID, ED25519_PK, ETHEREUM_ADDRESS } from './test-support/vectors.js';

const parseFailure = expect.objectContaining({ name: 'DidError', code: 'invalid_did', message: 'Failed to parse DID' });

function withBitFlipped(did: string, index: number): string {
  return encodeBase58(decodeBase58(did).map((byte, i) => (i === index ? byte ^ 1 : byte)));
}

describe('decodeDid', () => {
  it('reads type and key hash, with or without did:abt:', () => {
    const expected = { role: 'account', key: 'ed25519', hash: 'sha3', pkHash: digest('sha3', ED25519_PK).slice(0, 20) };
    expect(decodeDid(ED25519_DID)).toEqual(expected);
    expect(decodeDid(`did:abt:${ED25519_DID}`)).toEqual(expected);
    expect(decodeDid(ED25519_NODE_DID)).toMatchObject({ role: 'node', key: 'ed25519', hash: 'sha2' });
  });

  it('round-trips every role, key and hash type', () => {
    const did = encodeDid(ED25519_PK, { role: 'token_factory', key: 'passkey', hash: 'keccak_384' });
    expect(decodeDid(did)).toMatchObject({ role: 'token_factory', key: 'passkey', hash: 'keccak_384' });
  });

  it('takes an Ethereum address, checksummed or one-case, with or without 0x, as an account/ethereum/keccak DID', () => {
    const pkHash = hexToBytes(ETHEREUM_ADDRESS.slice(2).toLowerCase());
    const expected = { role: 'account', key: 'ethereum', hash: 'keccak', pkHash };
    expect(decodeDid(ETHEREUM_ADDRESS)).toEqual(expected);
    expect(decodeDid(`did:abt:${ETHEREUM_ADDRESS.toLowerCase()}`)).toEqual(expected);
    expect(decodeDid(ETHEREUM_ADDRESS.slice(2).toUpperCase())).toEqual(expected);
  });

  it('requires a z after the prefix', () => {
    expect(() => decodeDid(ED25519_DID.slice(1))).toThrow(parseFailure);
    expect(() => decodeDid(`did:abt:Z${ED25519_DID.slice(1)}`)).toThrow(parseFailure);
    expect(() => decodeDid('')).toThrow(parseFailure);
  });

  it('rejects a bad checksum', () => {
    expect(() => decodeDid(withBitFlipped(ED25519_DID, 25))).toThrow(parseFailure);
    expect(() => decodeDid(withBitFlipped(ED25519_DID, 10))).toThrow(parseFailure);
  });

  it('rejects truncated, padded or non-base58 input', () => {
    expect(() => decodeDid(ED25519_DID.slice(0, -1))).toThrow(parseFailure);
    expect(() => decodeDid(`${ED25519_DID}1`)).toThrow(parseFailure);
    expect(() => decodeDid(`z0${ED25519_DID.slice(2)}`)).toThrow(parseFailure);
    expect(() => decodeDid(`z${ED25519_DID.slice(2)}`)).toThrow(parseFailure);
  });

  it('rejects unknown type codes even with a valid checksum', () => {
    const unknownRole = new Uint8Array(22);
    unknownRole.set(Uint8Array.of(30 << 2, 1));
    const did = encodeBase58(Uint8Array.of(...unknownRole, ...digest('sha3', unknownRole).subarray(0, 4)));
    expect(() => decodeDid(did)).toThrow(parseFailure);
  });

  it('rejects a mixed-case Ethereum address whose checksum fails', () => {
    expect(() => decodeDid(ETHEREUM_ADDRESS.replace('E', 'e'))).toThrow(parseFailure);
  });
});
