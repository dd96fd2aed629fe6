import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { authPrincipalClaim } from './claims.js';
import type { ConnectAction } from './connect-action.js';
import { openConnect, unsealedResult, walletFor } from './test-support/connect-page.js';

const ECHO = 'echo-params';

/** A host action whose result is the extraParams its session kept. */
const echo: ConnectAction = {
  steps: () => [[authPrincipalClaim(undefined)]],
  finish: async ({ extraParams }) => ({ result: { extraParams } }),
};

describe.each(storeFactories)("a host action's own page parameters on $name", (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, connectActions: { [ECHO]: echo } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('keeps them as the session’s extraParams, for its steps and its finish', async () => {
    const opened = await openConnect(server, { appName: 'Notes', appDid: 'did:abt:zApp' }, ECHO);
    await walletFor(server).approve(opened.link);
    const { extraParams } = await unsealedResult<{ extraParams: Record<string, string> }>(server, opened, ECHO);
    expect(extraParams).toMatchObject({ appName: 'Notes', appDid: 'did:abt:zApp' });
  });

  it('refuses more than 24 parameters or one over 1,000 characters', async () => {
    const page = await createPageKey();
    const tooMany = new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey });
    for (let index = 0; index < 24; index++) tooMany.set(`p${index}`, 'x');
    const tooLong = new URLSearchParams({ [CONNECT_QUERY.encryptionKey]: page.publicKey, appName: 'x'.repeat(1001) });
    for (const query of [tooMany, tooLong]) {
      const response = await server.request(`${AUTH_SERVICE_PREFIX}/${ECHO}/token?${query}`);
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, 'invalidInput']);
    }
  });
});
