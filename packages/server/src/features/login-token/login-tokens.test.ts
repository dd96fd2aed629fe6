import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { hashOpaqueToken } from '../../tokens/opaque-token.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const EXCHANGE = `${AUTH_SERVICE_PREFIX}/loginToken`;

describe.each(storeFactories)('login tokens on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const exchange = (loginToken: string) => server.request(EXCHANGE, { method: 'POST', json: { loginToken } });

  it('trades a minted token once for a new session of the same user', async () => {
    const { session } = await signIn(server);
    const loginToken = await server.foyer.loginTokens.mintLoginToken(session.id);
    expect(Buffer.from(loginToken, 'base64url').length).toBeGreaterThanOrEqual(16);

    const response = await exchange(loginToken);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ encrypted: false, visitorId: session.visitorId, user: { did: session.userDid } });
    const me = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect((await me.json()).user.did).toBe(session.userDid);

    const again = await exchange(loginToken);
    expect([again.status, (await again.json()).code]).toEqual([401, 'loginTokenInvalid']);
  });

  it('refuses unknown and expired tokens, and tokens of an ended session', async () => {
    expect((await exchange('unknown')).status).toBe(401);

    const { session, sessionToken } = await signIn(server);
    await server.store.loginTokens.create({ tokenHash: hashOpaqueToken('stale'), sessionId: session.id, createdAt: 0, expiresAt: Date.now() - 1 });
    expect((await exchange('stale')).status).toBe(401);

    const loginToken = await server.foyer.loginTokens.mintLoginToken(session.id);
    await server.request(PATHS.logout, { method: 'POST', bearer: sessionToken, json: {} });
    expect((await exchange(loginToken)).status).toBe(401);
  });
});
