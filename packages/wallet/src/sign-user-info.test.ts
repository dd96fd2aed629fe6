import * as ReferenceJwt from '@arcblock/jwt';
import { didFromPublicKey, encodeHex, generateKeyPair } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { signUserInfo } from './sign-user-info.js';

describe.each(['ed25519', 'secp256k1'] as const)('signUserInfo with %s, checked by @arcblock/jwt', (keyType) => {
  const { publicKey, secretKey } = generateKeyPair(keyType);
  const did = `did:abt:${didFromPublicKey(publicKey, { key: keyType })}`;

  it('signs an answer the reference verifies, echoing the challenge and claims', async () => {
    const requestedClaims = [{ type: 'authPrincipal', userDid: did }];
    const token = signUserInfo({ did, secretKey, challenge: 'c0', requestedClaims });
    expect(await ReferenceJwt.verify(token, encodeHex(publicKey))).toBe(true);
    expect(ReferenceJwt.decode(token)).toMatchObject({ iss: did, challenge: 'c0', requestedClaims, version: '1.1.0' });
  });

  it('signs a decline with no claims', async () => {
    const token = signUserInfo({ did, secretKey, challenge: 'c1', action: 'declineAuth' });
    expect(await ReferenceJwt.verify(token, encodeHex(publicKey))).toBe(true);
    expect(ReferenceJwt.decode(token)).not.toHaveProperty('requestedClaims');
  });
});
