import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAUTH_SERVER_PREFIX, SERVER_PATHS } from '@foyer/core';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { createFoyer } from '../../create-foyer.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

describe.each(storeFactories)('well-known routes on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('reports health with a database check', async () => {
    const response = await server.request(SERVER_PATHS.health);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers ping', async () => {
    const response = await server.request(SERVER_PATHS.ping);
    expect([response.status, await response.text()]).toEqual([200, 'pong']);
  });

  it('serves the DID document with the app Ed25519 key', async () => {
    const { did, publicJwk } = server.foyer.appKey;
    const document = await (await server.request(SERVER_PATHS.didJson)).json();
    expect(document).toMatchObject({
      id: did,
      verificationMethod: [{ id: `${did}#key-1`, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk }],
      authentication: [`${did}#key-1`],
    });
    expect(publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(publicJwk).not.toHaveProperty('d');
  });

  it('serves the JWKS that verifies session tokens', async () => {
    const jwks = await (await server.request(`${OAUTH_SERVER_PREFIX}/jwks`)).json();
    const { sessionToken } = await signIn(server);
    const { payload } = await jwtVerify(sessionToken, createLocalJWKSet(jwks), { issuer: server.foyer.appKey.did });
    expect(payload.sid).toEqual(expect.any(String));
  });

  it('gives a second instance on the same database the same app DID', async () => {
    const second = await startTestServer({ factory, store: server.store });
    try {
      expect(second.foyer.appKey.did).toBe(server.foyer.appKey.did);
    } finally {
      await second.close();
    }
  });
});

describe('app key across restarts', () => {
  it('keeps the DID when the process restarts on the same SQLite data dir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-restart-'));
    const config = loadConfig({ env: { FOYER_DATA_DIR: dataDir, FOYER_LOG_LEVEL: 'silent' }, cwd: dataDir });
    try {
      const first = await createFoyer(config);
      const did = first.appKey.did;
      await first.close();
      const second = await createFoyer(config);
      expect(second.appKey.did).toBe(did);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
