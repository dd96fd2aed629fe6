import { describe, expect, it } from 'vitest';
import { didMatchesPublicKey } from './did-matches-public-key.js';
import { encodeDid } from './encode-did.js';
import {
  ED25519_DID,
  ED25519_NODE_DID,
  ED25519_PK,
  ETHEREUM_ADDRESS,
  ETHEREUM_KEY_BASE58_DID,
  SECP256K1_DID,
  SECP256K1_PK,
} from './test-support/vectors.js';

describe('didMatchesPublicKey', () => {
  it('recomputes the DID under the type it declares', () => {
    expect(didMatchesPublicKey(ED25519_DID, ED25519_PK)).toBe(true);
    expect(didMatchesPublicKey(`did:abt:${ED25519_NODE_DID}`, ED25519_PK)).toBe(true);
    expect(didMatchesPublicKey(SECP256K1_DID, SECP256K1_PK)).toBe(true);
    expect(didMatchesPublicKey(ETHEREUM_KEY_BASE58_DID, SECP256K1_PK)).toBe(true);
    const nodeWithSha3 = encodeDid(ED25519_PK, { role: 'node', key: 'ed25519', hash: 'sha3' });
    expect(didMatchesPublicKey(nodeWithSha3, ED25519_PK)).toBe(true);
  });

  it('matches Ethereum addresses in any accepted letter case', () => {
    expect(didMatchesPublicKey(ETHEREUM_ADDRESS, SECP256K1_PK)).toBe(true);
    expect(didMatchesPublicKey(`did:abt:${ETHEREUM_ADDRESS.toLowerCase()}`, SECP256K1_PK.subarray(1))).toBe(true);
  });

  it('is false for another key, an unusable key or an invalid DID', () => {
    expect(didMatchesPublicKey(ED25519_DID, ED25519_PK.map((byte) => byte ^ 1))).toBe(false);
    expect(didMatchesPublicKey(SECP256K1_DID, ED25519_PK)).toBe(false);
    expect(didMatchesPublicKey(ETHEREUM_ADDRESS, ED25519_PK)).toBe(false);
    expect(didMatchesPublicKey('z1nonsense', ED25519_PK)).toBe(false);
  });
});
