import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, PATHS, createPageKey, type SessionResponse, type SessionUser, type WalletSessionAction } from '@foyer/core';
import type { Wallet, WalletOptions } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import type { BindWalletResult } from './bind-wallet-action.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from './test-support/connect-page.js';

const BIND: WalletSessionAction = 'bind-wallet';
const TAKEN = 'This DID Wallet belongs to another account';
const ALREADY = 'A DID Wallet is already connected to your account';

describe.each(storeFactories)('bind wallet on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = (options?: WalletOptions) => walletFor(server, options);

  const signInByEmail = () => signIn(server, { sourceProvider: 'email', email: `ada-${randomUUID()}@example.com`, fullName: 'Ada Email' });

  /** The user GET /session shows the page. */
  async function userOf(sessionToken: string): Promise<SessionUser> {
    const response = await server.request(PATHS.session, { bearer: sessionToken });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as SessionResponse;
    if (!user) throw new Error('GET /session shows no user');
    return user;
  }

  /** The signed-in page opens a bind-wallet session and `holder` approves its deep link. */
  async function bind(sessionToken: string, holder: Wallet) {
    const opened = await openConnect(server, {}, BIND, sessionToken);
    return { opened, approving: holder.approve(opened.link) };
  }

  it("links the wallet to the signed-in user: GET /session shows it as walletDid, and no one new signs in", async () => {
    const { sessionToken, user } = await signInByEmail();
    const users = await server.store.users.count();
    const holder = wallet({ profile: { fullName: 'Ada Wallet', email: 'ada@wallet.example' } });
    const { opened, approving } = await bind(sessionToken, holder);
    expect(await approving).toMatchObject({ status: 'ok', iss: server.foyer.appKey.did });

    expect(await unsealedResult<BindWalletResult>(server, opened, BIND)).toEqual({ walletDid: holder.did });
    const shown = await userOf(sessionToken);
    expect(shown).toMatchObject({
      did: user.did,
      fullName: 'Ada Email',
      sourceProvider: 'email',
      walletDid: holder.did,
      connectedDids: [user.did, holder.did],
      sourceProviders: ['email', 'wallet'],
    });
    expect(shown.connectedAccounts).toContainEqual({ provider: 'wallet', did: holder.did, showProvider: 'ada@wallet.example' });
    expect(await server.store.users.count()).toBe(users);
    expect(await server.store.users.findByDid(holder.did)).toBeNull();
  });

  it('refuses a wallet that is a user of its own, and links nothing', async () => {
    const holder = wallet();
    await server.store.users.create(newUser({ did: holder.did }));
    const { sessionToken } = await signInByEmail();
    const { opened, approving } = await bind(sessionToken, holder);
    await expect(approving).rejects.toMatchObject({ code: 'refused', message: TAKEN });
    expect(await pollStatus(server, opened.token, BIND)).toMatchObject({ status: 'error', error: TAKEN });
    expect((await userOf(sessionToken)).walletDid).toBeUndefined();
  });

  it("refuses a wallet already linked to another user, in the page's language", async () => {
    const holder = wallet();
    const first = await signInByEmail();
    await (await bind(first.sessionToken, holder)).approving;

    const second = await signInByEmail();
    const opened = await openConnect(server, { locale: 'zh' }, BIND, second.sessionToken);
    await expect(holder.approve(opened.link)).rejects.toMatchObject({ code: 'refused', message: '此 DID 钱包属于其他账号' });
    expect(await pollStatus(server, opened.token, BIND)).toMatchObject({ status: 'error', error: '此 DID 钱包属于其他账号' });
    expect((await userOf(second.sessionToken)).walletDid).toBeUndefined();
    expect((await userOf(first.sessionToken)).walletDid).toBe(holder.did);
  });

  it('refuses a second wallet: for a user who bound one, and for a user who signed in with one', async () => {
    const bound = await signInByEmail();
    const firstWallet = wallet();
    await (await bind(bound.sessionToken, firstWallet)).approving;
    const again = await bind(bound.sessionToken, wallet());
    await expect(again.approving).rejects.toMatchObject({ code: 'refused', message: ALREADY });
    expect(await pollStatus(server, again.opened.token, BIND)).toMatchObject({ status: 'error', error: ALREADY });
    expect(await userOf(bound.sessionToken)).toMatchObject({ walletDid: firstWallet.did, sourceProviders: ['email', 'wallet'] });

    const walletUser = await signIn(server, { sourceProvider: 'wallet' });
    const other = wallet();
    await expect((await bind(walletUser.sessionToken, other)).approving).rejects.toMatchObject({ code: 'refused', message: ALREADY });
    expect((await userOf(walletUser.sessionToken)).connectedDids).toEqual([walletUser.user.did]);
  });

  it.each<WalletSessionAction>(['bind-wallet', 'switch-profile', 'switch-did'])('%s needs the page signed in: GET /token refuses with 401 otherwise', async (action) => {
    const page = await createPageKey();
    const path = `${AUTH_SERVICE_PREFIX}/${action}/token?${CONNECT_QUERY.encryptionKey}=${page.publicKey}`;
    const refusal = { code: 'invalidToken', error: 'Invalid token' };
    const anonymous = await server.request(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject(refusal);

    const { sessionToken, session } = await signInByEmail();
    await server.foyer.sessions.endSession(session.id);
    const ended = await server.request(path, { bearer: sessionToken });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject(refusal);
    // Signing in needs no session, as before.
    expect((await server.request(`${AUTH_SERVICE_PREFIX}/login/token?${CONNECT_QUERY.encryptionKey}=${page.publicKey}`)).status).toBe(200);
  });
});
