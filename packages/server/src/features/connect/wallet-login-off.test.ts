import { CONNECT_QUERY, createPageKey } from '@foyer/core';
import { createWallet } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { LOGIN, openConnect, pollStatus, reach } from './test-support/connect-page.js';
import { signAction } from './test-support/sign-action.js';

describe.each(storeFactories)('wallet sign-in turned off (DID_CONNECT_ALLOW_WALLET=false) on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { allowWalletLogin: false }, connectActions: { sign: signAction() } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses to open a login session, saying why', async () => {
    const page = await createPageKey();
    const response = await server.request(`${LOGIN}/token?${CONNECT_QUERY.encryptionKey}=${page.publicKey}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'walletLoginOff', error: 'Signing in with a DID wallet is turned off for this app' });
  });

  it('still serves the other actions a wallet answers', async () => {
    const opened = await openConnect(server, {}, 'sign');
    await createWallet({ fetch: (input, init) => fetch(reach(server, String(input)), init) }).approve(opened.link);
    expect(await pollStatus(server, opened.token, 'sign')).toMatchObject({ status: 'succeed' });
  });
});
