import { deepLink } from '@foyer/core';
import { decodeKey, digest, encodeBase58, generateKeyPair, verify } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { createWallet, type Wallet } from './create-wallet.js';
import type { RequestedClaim } from './messages.js';
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
    const impostor = referenceApp(LOGIN_STEPS, { app: referenceAppKey() });
    let calls = 0;
    const fetch: typeof globalThis.fetch = (input, init) => (calls++ === 0 ? first.fetch(input, init) : impostor.fetch(input, init));
    await expect(createWallet({ fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'invalid_app_signature' });
  });
});

const KEY_TYPES = ['ed25519', 'secp256k1'] as const;
const DATA = new TextEncoder().encode('Transfer 1 token to Bob');
const CLAIMS: Record<string, RequestedClaim> = {
  authPrincipal: { type: 'authPrincipal', description: 'Please select account to continue', target: '' },
  profile: { type: 'profile', description: 'Please provide your profile', items: ['fullName', 'email'] },
  signature: { type: 'signature', typeUrl: 'mime:text/plain', origin: encodeBase58(DATA), description: 'Sign the transfer' },
};

const signs = (wallet: Wallet, keyType: (typeof KEY_TYPES)[number], sig: unknown) =>
  typeof sig === 'string' && verify(keyType, wallet.publicKey, digest('sha3', DATA), decodeKey(sig));

describe.each(KEY_TYPES.flatMap((appKey) => KEY_TYPES.map((walletKey) => ({ appKey, walletKey }))))(
  'a $walletKey wallet against a $appKey app signing with @arcblock/jwt',
  ({ appKey, walletKey }) => {
    it.each(Object.keys(CLAIMS))('answers a %s claim with an answer the reference verifies', async (type) => {
      const { app, fetch, seen } = referenceApp([[CLAIMS[type] ?? { type }]], { app: referenceAppKey(appKey) });
      const wallet = createWallet({ keyType: walletKey, profile: PROFILE, fetch });
      expect(await wallet.approve(AUTH_URL)).toMatchObject({ status: 'ok', iss: app.did });
      expect(seen).toMatchObject([{ verified: true, body: { iss: wallet.did, challenge: 'challenge-0' } }]);
      const [answer] = seen[0]?.body['requestedClaims'] as Record<string, unknown>[];
      if (type === 'authPrincipal') expect(answer).toEqual({ type, userDid: wallet.did });
      if (type === 'profile') expect(answer).toEqual({ type, ...PROFILE });
      if (type === 'signature') expect(signs(wallet, walletKey, answer?.['sig'])).toBe(true);
    });

    it.each(Object.keys(CLAIMS))('refuses a %s step, or the final answer, whose signed body was changed', async (type) => {
      for (const tamperAt of [0, 1]) {
        const { fetch, seen } = referenceApp([[CLAIMS[type] ?? { type }]], { app: referenceAppKey(appKey), tamperAt });
        await expect(createWallet({ keyType: walletKey, fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'invalid_app_signature' });
        expect(seen).toHaveLength(tamperAt);
      }
    });
  },
);

describe('a wallet asked to pick the code the page shows (mfaCodes)', () => {
  const mfaApp = () => referenceApp(LOGIN_STEPS, { first: { mfaCodes: [12, 34, 56] } });

  it('names the picked code in its first answer only, from a number or a picker', async () => {
    const { fetch, seen } = mfaApp();
    await createWallet({ fetch }).approve(AUTH_URL, { mfaCode: 34 });
    expect(seen.map(({ body }) => body['mfaCode'])).toEqual([34, undefined]);

    const picked = mfaApp();
    const offered: number[][] = [];
    const picker = (codes: number[]) => (offered.push(codes), 56);
    await createWallet({ fetch: picked.fetch }).approve(AUTH_URL, { mfaCode: picker });
    expect(offered).toEqual([[12, 34, 56]]);
    expect(picked.seen[0]?.body['mfaCode']).toBe(56);
  });

  it('answers nothing without a code, or with one the app did not offer', async () => {
    const missing = mfaApp();
    await expect(createWallet({ fetch: missing.fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'mfa_required' });
    const wrong = mfaApp();
    await expect(createWallet({ fetch: wrong.fetch }).approve(AUTH_URL, { mfaCode: 77 })).rejects.toMatchObject({ code: 'mfa_code_not_offered' });
    expect([...missing.seen, ...wrong.seen]).toEqual([]);
  });

  it('refuses mfaCodes that are not whole numbers', async () => {
    const { fetch } = referenceApp(LOGIN_STEPS, { first: { mfaCodes: ['12', 34, 56] } });
    await expect(createWallet({ fetch }).approve(AUTH_URL, { mfaCode: 34 })).rejects.toMatchObject({ code: 'invalid_reply' });
  });
});

describe('a wallet told of a nextWorkflow', () => {
  const NEXT_URL = 'https://app.example/.well-known/service/api/did/sign/auth?_t_=next';
  const SIGN_STEPS = [[CLAIMS['signature'] ?? { type: 'signature' }]];

  function chain(second: ReturnType<typeof referenceApp>, app: ReturnType<typeof referenceAppKey>) {
    const first = referenceApp(LOGIN_STEPS, { app, final: { nextWorkflow: NEXT_URL } });
    const fetch: typeof globalThis.fetch = (input, init) => (String(input) === NEXT_URL ? second : first).fetch(input, init);
    return { first, fetch };
  }

  it('approves the chained workflow of the same app and returns its final answer', async () => {
    const app = referenceAppKey('secp256k1');
    const second = referenceApp(SIGN_STEPS, { app, url: NEXT_URL, final: { successMessage: 'Signed' } });
    const { first, fetch } = chain(second, app);
    const wallet = createWallet({ fetch });
    expect(await wallet.approve(AUTH_URL)).toMatchObject({ status: 'ok', successMessage: 'Signed', iss: app.did });
    expect(first.seen).toHaveLength(2);
    expect(second.seen).toMatchObject([{ verified: true, body: { challenge: 'challenge-0' } }]);
    expect(signs(wallet, 'ed25519', (second.seen[0]?.body['requestedClaims'] as Record<string, unknown>[])[0]?.['sig'])).toBe(true);
  });

  it('refuses a chained workflow signed by another app, before answering it', async () => {
    const second = referenceApp(SIGN_STEPS, { url: NEXT_URL });
    const { fetch } = chain(second, referenceAppKey());
    await expect(createWallet({ fetch }).approve(AUTH_URL)).rejects.toMatchObject({ code: 'invalid_app_signature' });
    expect(second.seen).toEqual([]);
  });
});
