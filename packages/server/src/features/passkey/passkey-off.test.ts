import { PASSKEY_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const [factory] = storeFactories;

describe('FOYER_PASSKEY off', () => {
  let server: TestServer;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    server = await startTestServer({ factory, config: { passkeyEnabled: false } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['GET', `${PASSKEY_PREFIX}/register?email=ada@example.com`],
    ['POST', `${PASSKEY_PREFIX}/register?challenge=x`],
    ['GET', `${PASSKEY_PREFIX}/auth`],
    ['POST', `${PASSKEY_PREFIX}/auth?challenge=x`],
    ['POST', `${PASSKEY_PREFIX}/email/send`],
    ['POST', `${PASSKEY_PREFIX}/email/verify`],
    ['GET', `${PASSKEY_PREFIX}/credentials`],
    ['DELETE', `${PASSKEY_PREFIX}/credentials/abc`],
    ['GET', '/.well-known/webauthn'],
  ])('answers %s %s with 400 passkeyNotConfigured', async (method, path) => {
    const response = await server.request(path, { method, json: method === 'POST' ? { id: 'x', response: {} } : undefined });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'passkeyNotConfigured', error: 'Passkey is not configured' });
  });
});
