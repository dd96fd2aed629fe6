import { randomUUID } from 'node:crypto';
import { CONNECT_QUERY, PATHS, unsealFromServer, type SessionResponse } from '@foyer/core';
import * as ReferenceJwt from '@arcblock/jwt';
import { decodeKey, encodeHex, generateKeyPair } from '@foyer/did';
import { readAuthInfo, type AuthInfoBody, type WalletOptions } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import type { PlainLoginResult } from '../session/login-result.js';
import { LOGIN, openConnect, pollStatus, reach, walletFor, type OpenedConnect } from './test-support/connect-page.js';
import { answerStep, postAnswer, rawSigner, scan } from './test-support/raw-wallet.js';

describe.each(storeFactories)('wallet sign-in on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = (options?: WalletOptions) => walletFor(server, options);

  async function signedIn(opened: OpenedConnect) {
    const status = await pollStatus(server, opened.token);
    expect(status.status).toBe('succeed');
    const result = JSON.parse(await unsealFromServer(opened.page.privateKey, status.result ?? '', opened.token)) as PlainLoginResult;
    const session = await server.request(PATHS.session, { bearer: result.sessionToken });
    expect(session.status).toBe(200);
    return { status, result, session: (await session.json()) as SessionResponse };
  }

  it('answers GET /token with the auth URL, the app and a 128-bit token', async () => {
    const opened = await openConnect(server);
    expect(Buffer.from(opened.token, 'base64url')).toHaveLength(16);
    expect(opened.url).toBe(`${TEST_APP_URL}${LOGIN}/auth?${CONNECT_QUERY.token}=${opened.token}`);
    expect(opened.appInfo).toMatchObject({ appPid: server.foyer.appKey.did, appUrl: TEST_APP_URL, provider: 'wallet' });
    expect(opened.link).toBe(`https://abtwallet.io/i/?action=requestAuth&url=${encodeURIComponent(opened.url)}`);
    const created = await pollStatus(server, opened.token);
    expect(created).toMatchObject({ status: 'created' });
    expect(created).not.toHaveProperty('mfaCode');
  });

  it('signs its steps so @arcblock/jwt verifies them, asking authPrincipal then profile with a fresh challenge each', async () => {
    const opened = await openConnect(server);
    const reply = (await (await fetch(reach(server, opened.url))).json()) as { appPk: string; authInfo: string };
    expect(await ReferenceJwt.verify(reply.authInfo, encodeHex(decodeKey(reply.appPk)))).toBe(true);
    const first = ReferenceJwt.decode(reply.authInfo);
    expect(first).toMatchObject({
      iss: server.foyer.appKey.did,
      action: 'responseAuth',
      chainInfo: { host: 'none', id: 'none' },
      appInfo: { publisher: server.foyer.appKey.did, link: TEST_APP_URL },
      requestedClaims: [{ type: 'authPrincipal' }],
      url: opened.url,
    });
    // DID_CONNECT_MFA is off: no codes to pick, and none for the page to show.
    expect(first).not.toHaveProperty('mfaCodes');
    const signer = rawSigner();
    const second = await postAnswer(server, readAuthInfo(reply), { userPk: signer.userPk, userInfo: answerStep(signer, readAuthInfo(reply)) });
    const next = ReferenceJwt.decode(((await second.json()) as { authInfo: string }).authInfo);
    expect(next).toMatchObject({ requestedClaims: [{ type: 'profile', items: ['fullName', 'email', 'avatar'] }] });
    expect(next['challenge']).not.toBe(first['challenge']);
    const scanned = await pollStatus(server, opened.token);
    expect(scanned).toMatchObject({ status: 'scanned', did: signer.did });
    expect(scanned).not.toHaveProperty('mfaCode');
  });

  it('signs a wallet in: the page unseals a session token that works on GET /session', async () => {
    const opened = await openConnect(server, { visitorId: 'visitor-7' });
    const holder = wallet({ profile: { fullName: 'Ada Wallet', email: 'ada@example.com', avatar: 'https://example.com/ada.png' } });
    expect(await holder.approve(opened.link, { walletOS: 'ios' })).toMatchObject({ status: 'ok', iss: server.foyer.appKey.did });
    const { status, result, session } = await signedIn(opened);
    expect(status.did).toBe(holder.did);
    expect(result).toMatchObject({ visitorId: 'visitor-7', walletOS: 'ios', encrypted: false });
    expect(session).toMatchObject({ provider: 'wallet', walletOS: 'ios', user: { did: holder.did, fullName: 'Ada Wallet', metadata: { email: 'ada@example.com' } } });
    expect(await server.store.users.findByDid(holder.did)).toMatchObject({ sourceProvider: 'wallet', role: 'guest', avatar: 'https://example.com/ada.png' });
  });

  it('keeps the e-mail a wallet states as display metadata, so it can never capture that address\'s e-mail sign-in', async () => {
    const address = `victim-${randomUUID()}@example.com`;
    const opened = await openConnect(server);
    const holder = wallet({ profile: { fullName: 'Mallory', email: address } });
    await holder.approve(opened.link);
    expect((await signedIn(opened)).session.user).not.toHaveProperty('email');
    expect(await server.store.users.findByEmail(address)).toBeNull();
  });

  it('signs a wallet bound to an account in to that account, not to a new user of its own', async () => {
    const account = await signIn(server, { sourceProvider: 'email', email: `ada-${randomUUID()}@example.com` });
    const holder = wallet();
    await server.store.connectedAccounts.create({
      id: randomUUID(),
      userDid: account.user.did,
      provider: 'wallet',
      did: holder.did,
      providerUserId: holder.did,
      email: null,
      fullName: null,
      avatar: null,
      extra: null,
      lastLoginAt: null,
    });
    const opened = await openConnect(server);
    await holder.approve(opened.link);
    expect((await signedIn(opened)).session.user).toMatchObject({ did: account.user.did, walletDid: holder.did });
    expect(await server.store.users.findByDid(holder.did)).toBeNull();
  });

  it('signs the same DID in to the same user next time', async () => {
    const { secretKey } = generateKeyPair('ed25519');
    const first = wallet({ secretKey, profile: { fullName: 'First' } });
    await first.approve((await openConnect(server)).link);
    const users = await server.store.users.count();
    const again = await openConnect(server);
    await wallet({ secretKey, profile: { fullName: 'Renamed' } }).approve(again.link);
    expect(await server.store.users.count()).toBe(users);
    expect((await signedIn(again)).session.user).toMatchObject({ did: first.did, fullName: 'First' });
  });

  it('signs a secp256k1 wallet in', async () => {
    const opened = await openConnect(server);
    const holder = wallet({ keyType: 'secp256k1' });
    await holder.approve(opened.link);
    expect((await signedIn(opened)).session).toMatchObject({ user: { did: holder.did } });
  });

  it('takes answers by GET /auth/submit too, and reads the platform from x-user-agent', async () => {
    const opened = await openConnect(server);
    const signer = rawSigner();
    const submit = async (step: AuthInfoBody) => {
      const query = new URLSearchParams({ userPk: signer.userPk, userInfo: answerStep(signer, step) });
      const url = `${reach(server, step.url ?? '').replace('/auth?', '/auth/submit?')}&${query}`;
      return readAuthInfo(await (await fetch(url, { headers: { 'x-user-agent': 'ABTWallet/5.0 (Android 14)' } })).json());
    };
    expect(await submit(await submit(await scan(server, opened.url)))).toMatchObject({ status: 'ok' });
    expect((await signedIn(opened)).session).toMatchObject({ walletOS: 'android', user: { did: signer.did } });
  });

  it('keeps the result sealed: the status carries it only once succeeded, and no other page key opens it', async () => {
    const opened = await openConnect(server);
    expect((await pollStatus(server, opened.token)).result).toBeUndefined();
    await wallet().approve(opened.link);
    const other = await openConnect(server);
    const sealed = (await pollStatus(server, opened.token)).result ?? '';
    await expect(unsealFromServer(other.page.privateKey, sealed, opened.token)).rejects.toMatchObject({ code: 'invalidResponse' });
  });

  it('marks a waiting session timed out on GET /timeout, and leaves a finished one as it is', async () => {
    const waiting = await openConnect(server);
    const timedOut = await server.request(`${LOGIN}/timeout?${CONNECT_QUERY.token}=${waiting.token}`);
    expect(await timedOut.json()).toMatchObject({ status: 'timeout' });
    await expect(wallet().approve(waiting.link)).rejects.toMatchObject({ code: 'refused', status: 400, message: 'Invalid session status [timeout]' });

    const done = await openConnect(server);
    await wallet().approve(done.link);
    await server.request(`${LOGIN}/timeout?${CONNECT_QUERY.token}=${done.token}`);
    expect(await pollStatus(server, done.token)).toMatchObject({ status: 'succeed' });
  });

  it('refuses a page key that is not a P-256 point, and an unknown token', async () => {
    const badKey = await server.request(`${LOGIN}/token?${CONNECT_QUERY.encryptionKey}=short`);
    expect(badKey.status).toBe(400);
    const unknown = await server.request(`${LOGIN}/status?${CONNECT_QUERY.token}=nope`);
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ code: 'retryForbidden', error: 'Please start this workflow from the beginning' });
  });
});
