import { randomUUID } from 'node:crypto';
import { PATHS, type SessionResponse, type WalletSessionAction } from '@foyer/core';
import type { WalletOptions } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import type { PlainLoginResult } from '../session/login-result.js';
import { openConnect, unsealedResult, walletFor } from './test-support/connect-page.js';

const SWITCH_DID: WalletSessionAction = 'switch-did';

describe.each(storeFactories)('switch DID on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = (options?: WalletOptions) => walletFor(server, options);

  const signInByEmail = () => signIn(server, { sourceProvider: 'email', email: `ada-${randomUUID()}@example.com`, fullName: 'Ada Email' });

  const sessionStatus = (sessionToken: string) => server.request(PATHS.session, { bearer: sessionToken }).then((response) => response.status);

  it('signs the page in as the DID the wallet answers, and keeps the first session saved, offline, on this device', async () => {
    const first = await signInByEmail();
    const other = wallet({ profile: { fullName: 'Bob Wallet' } });
    const opened = await openConnect(server, { visitorId: first.session.visitorId }, SWITCH_DID, first.sessionToken);
    await other.approve(opened.link, { walletOS: 'android' });

    const login = await unsealedResult<PlainLoginResult & { walletOS: string }>(server, opened, SWITCH_DID);
    expect(login).toMatchObject({ encrypted: false, visitorId: first.session.visitorId, walletOS: 'android', user: { did: other.did, fullName: 'Bob Wallet' } });
    const switched = (await (await server.request(PATHS.session, { bearer: login.sessionToken })).json()) as SessionResponse;
    expect(switched).toMatchObject({ provider: 'wallet', walletOS: 'android', user: { did: other.did } });

    // Its tokens stop, as any signed-out session's do, but the session stays listed for switching back.
    expect(await sessionStatus(first.sessionToken)).toBe(401);
    expect(await server.store.userSessions.findById(first.session.id)).toMatchObject({ status: 'offline', userDid: first.user.did });
    const onDevice = await server.store.userSessions.listActive({ visitorId: first.session.visitorId }, { page: 1, pageSize: 10 }, Date.now());
    expect(onDevice.list.map(({ userDid, status }) => ({ userDid, status }))).toEqual(
      expect.arrayContaining([
        { userDid: first.user.did, status: 'offline' },
        { userDid: other.did, status: 'online' },
      ]),
    );
  });

  it('leaves a session that was signed out meanwhile signed out', async () => {
    const first = await signInByEmail();
    const opened = await openConnect(server, {}, SWITCH_DID, first.sessionToken);
    await server.foyer.sessions.endSession(first.session.id);
    const other = wallet();
    await other.approve(opened.link);

    expect((await unsealedResult<PlainLoginResult>(server, opened, SWITCH_DID)).user.did).toBe(other.did);
    expect(await server.store.userSessions.findById(first.session.id)).toMatchObject({ status: 'expired' });
  });
});
