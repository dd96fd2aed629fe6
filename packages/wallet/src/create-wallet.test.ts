import { deepLink } from '@foyer/core';
import { generateKeyPair } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { createWallet } from './create-wallet.js';
import { AUTH_URL, referenceApp, referenceAppKey } from './test-support/reference-app.js';

const LOGIN_STEPS = [[{ type: 'authPrincipal' }], [{ type: 'profile', items: ['fullName', 'email', 'avatar'] }]];
const PROFILE = { fullName: 'Ada', email: 'ada@example.com' };

describe.each(['ed25519', 'secp256k1'] as const)('a %s wallet against an app made of @arcblock/jwt', (keyType) => {
  it('answers every step of a deep link, each answer verified by the reference and echoing its challenge', async () => {
    const { app, fetch, seen } = referenceApp(LOGIN_STEPS);
    const wallet = createWallet({ keyType, profile: PROFILE, fetch });
    expect(await wallet.approve(deepLink(AUTH_URL), { walletOS: 'api' })).toMatchObject({ status: 'ok', iss: app.did });
    expect(seen.map(({ verified }) => verified)).toEqual([true, true]);
    expect(seen.map(({ body }) => body)).toMatchObject([
      { iss: wallet.did, challenge: 'challenge-0', requestedClaims: [{ type: 'authPrincipal', userDid: wallet.did }] },
      { iss: wallet.did, challenge: 'challenge-1', requestedClaims: [{ type: 'profile', ...PROFILE }] },
    ]);
    expect(seen[0]?.walletOS).toBe('api');
  });

  it('declines with a signed declineAuth and returns the app answer', async () => {
    const { fetch, seen } = referenceApp(LOGIN_STEPS);
    const wallet = createWallet({ keyType, fetch });
    expect(await wallet.decline(AUTH_URL)).toMatchObject({ status: 'error' });
    expect(seen).toMatchObject([{ verified: true, body: { action: 'declineAuth', challenge: 'challenge-0' } }]);
  });
});

describe('createWallet', () => {
  it('keeps its DID for a given secret key, and makes a new one otherwise', () => {
    const { secretKey } = generateKeyPair('secp256k1');
    const wallet = createWallet({ keyType: 'secp256k1', secretKey });
    expect(wallet.did).toMatch(/^did:abt:z/);
    expect(createWallet({ keyType: 'secp256k1', secretKey }).did).toBe(wallet.did);
    expect(createWallet({ keyType: 'secp256k1' }).did).not.toBe(wallet.did);
  });

  it('reports an app refusal with the app message and status', async () => {
    const fetch: typeof globalThis.fetch = async () => Response.json({ code: 'busy', error: 'Busy processing another DID Connect request' }, { status: 409 });
    await expect(createWallet({ fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'refused', status: 409, message: 'Busy processing another DID Connect request' });
  });

  it('refuses to go on when a later step is signed by another app', async () => {
    const first = referenceApp(LOGIN_STEPS);
    const impostor = referenceApp(LOGIN_STEPS, referenceAppKey());
    let calls = 0;
    const fetch: typeof globalThis.fetch = (input, init) => (calls++ === 0 ? first.fetch(input, init) : impostor.fetch(input, init));
    await expect(createWallet({ fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'invalid_app_signature' });
  });
});
