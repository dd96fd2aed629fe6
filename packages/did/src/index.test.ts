import { describe, expect, it } from 'vitest';
import * as did from './index.js';

describe('@foyer/did', () => {
  it('exports its public operations and tables', () => {
    expect(Object.keys(did).sort()).toEqual([
      'DEFAULT_DID_TYPE',
      'DidError',
      'ETHEREUM_DID_TYPE',
      'HASH_TYPES',
      'KEY_TYPES',
      'ROLE_TYPES',
      'decodeBase58',
      'decodeDid',
      'decodeHex',
      'decodeJwt',
      'decodeKey',
      'didFromPublicKey',
      'didMatchesPublicKey',
      'digest',
      'encodeBase58',
      'encodeDid',
      'encodeHex',
      'ethereumAddress',
      'generateKeyPair',
      'isDidError',
      'isSameDid',
      'isValidDid',
      'isValidEthereumAddress',
      'normalizePublicKey',
      'publicKeyFromSecret',
      'sign',
      'signJwt',
      'stableStringify',
      'stripDidPrefix',
      'toChecksumAddress',
      'toTypeInfo',
      'verify',
      'verifyJwt',
    ]);
  });
});
