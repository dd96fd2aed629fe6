import { FEDERATION_SIGNATURE_SCHEME } from '@foyer/core';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../http/app-env.js';
import { handleError } from '../../http/error-handler.js';
import type { AppKey } from '../../keys/app-key.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import { createTestAppKey } from '../../test-support/test-app-key.js';
import { bodyHash } from './body-hash.js';
import { signServerCall } from './sign-server-call.js';
import { requireServerCall } from './verify-server-call.js';

const APP_URL = 'https://callee.example';
const URL_CALLED = `${APP_URL}/probe`;
const BODY = JSON.stringify({ masterSid: 's1' });

describe.each(storeFactories)('signed server calls on $name', (factory) => {
  const store = useStore(factory);
  let callee: AppKey;
  let caller: AppKey;
  let stranger: AppKey;

  beforeAll(async () => {
    [callee, caller, stranger] = await Promise.all([createTestAppKey(), createTestAppKey(), createTestAppKey()]);
  });

  // The callee pins only `caller`, as a join would have.
  const app = () =>
    new Hono<AppEnv>()
      .onError(handleError)
      .post('/probe', requireServerCall({ store: store(), appKey: callee, appUrl: APP_URL }, async (iss) => (iss === caller.did ? caller.publicJwk : null)), (c) =>
        c.json({ caller: c.var.federatedCaller }),
      );

  const send = (authorization: string, body = BODY, url = URL_CALLED) =>
    app().request(url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });

  /** A call signed by hand, so each claim can be made wrong in turn. */
  async function handSigned(overrides: { key?: AppKey; iss?: string; aud?: string; htm?: string; htu?: string; bh?: string; iat?: number; exp?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const jws = await new SignJWT({ htm: overrides.htm ?? 'POST', htu: overrides.htu ?? URL_CALLED, bh: overrides.bh ?? bodyHash(BODY) })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer(overrides.iss ?? caller.did)
      .setAudience(overrides.aud ?? callee.did)
      .setIssuedAt(overrides.iat ?? now)
      .setExpirationTime(overrides.exp ?? now + 60)
      .setJti(crypto.randomUUID())
      .sign((overrides.key ?? caller).signingKey);
    return `${FEDERATION_SIGNATURE_SCHEME} ${jws}`;
  }

  it('lets a call signed by the pinned caller through, once', async () => {
    const authorization = await signServerCall(caller, { audience: callee.did, method: 'POST', url: URL_CALLED, body: BODY });

    const first = await send(authorization);
    const replayed = await send(authorization);

    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ caller: caller.did });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ code: 'federationCallRefused' });
  });

  it.each([
    ['forged with another key', async () => handSigned({ key: stranger })],
    ['from an app that is not pinned', async () => handSigned({ key: stranger, iss: stranger.did })],
    ['addressed to another app', async () => handSigned({ aud: stranger.did })],
    ['for another URL', async () => handSigned({ htu: `${APP_URL}/elsewhere` })],
    ['for another method', async () => handSigned({ htm: 'PUT' })],
    ['over another body', async () => handSigned({ bh: bodyHash('{"masterSid":"s2"}') })],
    ['expired', async () => handSigned({ iat: Math.floor(Date.now() / 1000) - 120, exp: Math.floor(Date.now() / 1000) - 60 })],
    ['valid for longer than a minute', async () => handSigned({ exp: Math.floor(Date.now() / 1000) + 3600 })],
  ])('refuses a call %s', async (_, authorization) => {
    const response = await send(await authorization());

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'federationCallRefused' });
  });

  it('refuses a call without the signature scheme, and a call whose body was changed after signing', async () => {
    const authorization = await signServerCall(caller, { audience: callee.did, method: 'POST', url: URL_CALLED, body: BODY });

    expect((await send(authorization.replace(FEDERATION_SIGNATURE_SCHEME, 'Bearer'))).status).toBe(401);
    expect((await send(authorization, '{"masterSid":"s2"}')).status).toBe(401);
    expect((await send('Foyer-Signature not-a-jws')).status).toBe(401);
  });
});
