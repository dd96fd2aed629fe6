import { createPageKey, sealForPage, unsealFromServer, type ConnectResult } from '@foyer/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http/create-http.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { createConnectSession } from './create-connect-session.js';
import { createFakeConnectServer } from './test-support/fake-connect-server.js';
import type { ConnectSession } from './types.js';

let session: ConnectSession | undefined;
afterEach(() => session?.dispose());

describe('createConnectSession with the real page key of @foyer/core', () => {
  it('sends the public key as _ek_ and opens the sealed result with the private key', async () => {
    const server = createFakeConnectServer();
    const onSuccess = vi.fn();
    session = createConnectSession({
      request: createHttp({ baseUrl: '', tokens: createTokenStore('localStorage'), fetch: server.fetch }),
      action: 'login',
      createPageKey,
      unseal: async (sealed, token, key) => JSON.parse(await unsealFromServer(key.privateKey, sealed, token)) as ConnectResult,
      onSuccess,
      checkIntervalMs: 20,
      statusMinSpacingMs: 5,
      successCloseDelayMs: 10,
    });
    await session.start();
    const ek = server.callsTo('token')[0]?.query['_ek_'] ?? '';
    expect(ek.length).toBeGreaterThan(80);
    server.succeed('t1', { result: await sealForPage(ek, JSON.stringify({ sessionToken: 'st', refreshToken: 'rt' }), 't1') });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toEqual([{ sessionToken: 'st', refreshToken: 'rt' }]);
  });
});
