import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { appleClientAuthentication, signAppleClientSecret } from './apple-client-secret.js';

const APPLE = 'https://appleid.apple.com';
const CLIENT_ID = 'com.example.foyer';

describe('Apple client secret', () => {
  it('is an ES256 JWT with the key id, from the team to Apple about the client, living five minutes', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const key = { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: await exportPKCS8(privateKey) };
    const now = Date.UTC(2030, 0, 1, 12);

    const secret = await signAppleClientSecret(key, privateKey, CLIENT_ID, APPLE, now);

    const { protectedHeader, payload } = await jwtVerify(secret, publicKey, { currentDate: new Date(now) });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(payload).toEqual({ iss: 'TEAM123456', sub: CLIENT_ID, aud: APPLE, iat: now / 1000, exp: now / 1000 + 300 });
    const other = await generateKeyPair('ES256');
    await expect(jwtVerify(secret, other.publicKey, { currentDate: new Date(now) })).rejects.toThrow('signature verification failed');
  });

  it('is signed afresh from the PEM key for each token request and sent as client_secret_post', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const authenticate = appleClientAuthentication({ teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: await exportPKCS8(privateKey) }, APPLE);

    const body = new URLSearchParams({ grant_type: 'authorization_code', code: 'c' });
    await authenticate({ issuer: APPLE }, { client_id: CLIENT_ID }, body, new Headers());

    expect(body.get('client_id')).toBe(CLIENT_ID);
    const { payload } = await jwtVerify(body.get('client_secret') ?? '', publicKey, { issuer: 'TEAM123456', subject: CLIENT_ID, audience: APPLE });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    expect(Math.abs((payload.iat ?? 0) - Date.now() / 1000)).toBeLessThan(5);
  });
});
