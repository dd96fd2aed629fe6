import { TOKEN_TYPES } from '@foyer/core';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAppKey } from '../test-support/test-app-key.js';
import { createSessionTokens, type SessionTokenSubject } from './session-token.js';

const subject: SessionTokenSubject = { sub: 'did:abt:zUser', sid: 'session-1', role: 'guest', provider: 'wallet', walletOS: 'web' };

describe('session tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs an EdDSA JWT of its own typ with the app key, for the app, and verifies it back to its claims', async () => {
    const appKey = await createTestAppKey();
    const tokens = createSessionTokens(appKey, { issuer: appKey.did, ttlMs: 3_600_000 });
    const token = await tokens.sign(subject);

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'EdDSA', kid: appKey.kid, typ: TOKEN_TYPES.session });
    const claims = decodeJwt(token);
    expect(claims).toEqual({ ...subject, iss: appKey.did, aud: appKey.did, iat: expect.any(Number), exp: expect.any(Number) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(await tokens.verify(token)).toEqual({ ...subject, iss: appKey.did, iat: claims.iat, exp: claims.exp });
    // As any resource server would check it: jose, against the published key set.
    expect((await jwtVerify(token, createLocalJWKSet({ keys: [appKey.publicJwk] }), { typ: TOKEN_TYPES.session, audience: appKey.did })).payload).toEqual(claims);
  });

  it('refuses a token signed by another key, one naming another issuer, a tampered one and garbage', async () => {
    const key = await createTestAppKey();
    const tokens = createSessionTokens(key, { issuer: 'did:abt:zApp', ttlMs: 60_000 });
    const foreign = await createSessionTokens(await createTestAppKey(), { issuer: 'did:abt:zApp', ttlMs: 60_000 }).sign(subject);
    expect(await tokens.verify(await createSessionTokens(key, { issuer: 'did:abt:zOther', ttlMs: 60_000 }).sign(subject))).toBeNull();
    const [header, , signature] = (await tokens.sign(subject)).split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...subject, role: 'owner' })).toString('base64url')}.${signature}`;

    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify('not-a-jwt')).toBeNull();
  });

  it('refuses a token once it expires, also after it was verified and cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createSessionTokens(await createTestAppKey(), { issuer: 'did:abt:zApp', ttlMs: 60_000 });
    const cached = await tokens.sign(subject);
    const uncached = await tokens.sign({ ...subject, sid: 'session-2' });
    expect(await tokens.verify(cached)).not.toBeNull();

    vi.advanceTimersByTime(61_000);

    expect(await tokens.verify(cached)).toBeNull();
    expect(await tokens.verify(uncached)).toBeNull();
  });
});
