import { CONNECT_QUERY, createPageKey } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { LOGIN } from './test-support/connect-page.js';

describe.each(storeFactories)('wallet sign-in turned off (DID_CONNECT_ALLOW_WALLET=false) on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { allowWalletLogin: false } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses to open a login session', async () => {
    const page = await createPageKey();
    const response = await server.request(`${LOGIN}/token?${CONNECT_QUERY.encryptionKey}=${page.publicKey}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden', error: 'Forbidden' });
  });
});
