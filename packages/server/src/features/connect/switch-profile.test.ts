import { randomUUID } from 'node:crypto';
import { PATHS, type SessionResponse, type SessionUser, type WalletSessionAction } from '@foyer/core';
import { generateKeyPair } from '@foyer/did';
import type { Wallet, WalletOptions } from '@foyer/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import type { PlainLoginResult } from '../session/login-result.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from './test-support/connect-page.js';

const SWITCH_PROFILE: WalletSessionAction = 'switch-profile';
const BIND: WalletSessionAction = 'bind-wallet';
const MISMATCH = 'Login user and wallet user mismatch, please logout, then login to retry';

describe.each(storeFactories)('switch profile on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const wallet = (options?: WalletOptions) => walletFor(server, options);

  /** The user GET /session shows the page. */
  async function userOf(sessionToken: string): Promise<SessionUser> {
    const response = await server.request(PATHS.session, { bearer: sessionToken });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as SessionResponse;
    if (!user) throw new Error('GET /session shows no user');
    return user;
  }

  /** Signs `holder` in through the login flow, as its own user. */
  async function walletSignIn(holder: Wallet): Promise<string> {
    const opened = await openConnect(server);
    await holder.approve(opened.link);
    return (await unsealedResult<PlainLoginResult>(server, opened, 'login')).sessionToken;
  }

  /** An e-mail user who bound `holder` as their wallet. */
  async function emailUserWith(holder: Wallet) {
    const signedIn = await signIn(server, { sourceProvider: 'email', email: `ada-${randomUUID()}@example.com`, fullName: 'Ada Email' });
    await holder.approve((await openConnect(server, {}, BIND, signedIn.sessionToken)).link);
    return signedIn;
  }

  it("takes the profile the user's own wallet shares: name and avatar on GET /session at once", async () => {
    const { secretKey } = generateKeyPair('ed25519');
    const sessionToken = await walletSignIn(wallet({ secretKey, profile: { fullName: 'Old Name' } }));
    const renamed = wallet({ secretKey, profile: { fullName: 'New Name', avatar: 'https://example.com/new.png' } });
    const opened = await openConnect(server, { forceConnected: renamed.did }, SWITCH_PROFILE, sessionToken);
    expect(await renamed.approve(opened.link)).toMatchObject({ status: 'ok' });

    expect(await pollStatus(server, opened.token, SWITCH_PROFILE)).toMatchObject({ status: 'succeed', did: renamed.did });
    expect(await userOf(sessionToken)).toMatchObject({ did: renamed.did, fullName: 'New Name', avatar: 'https://example.com/new.png' });
  });

  it("updates an e-mail user's name and avatar from their bound wallet, and keeps their proven e-mail", async () => {
    const { secretKey } = generateKeyPair('ed25519');
    const { sessionToken, user } = await emailUserWith(wallet({ secretKey }));
    const holder = wallet({ secretKey, profile: { fullName: 'Ada Wallet', email: 'someone@else.example', avatar: 'https://example.com/ada.png' } });
    await holder.approve((await openConnect(server, { forceConnected: holder.did }, SWITCH_PROFILE, sessionToken)).link);

    const shown = await userOf(sessionToken);
    expect(shown).toMatchObject({ did: user.did, fullName: 'Ada Wallet', avatar: 'https://example.com/ada.png', email: user.email, walletDid: holder.did });
    expect(shown.connectedAccounts).toContainEqual({ provider: 'wallet', did: holder.did, showProvider: 'someone@else.example' });
    expect(await server.store.users.findByEmail('someone@else.example')).toBeNull();
  });

  it('refuses another wallet than the user\'s, at its first answer when the page names the wallet, else at the last', async () => {
    const { sessionToken } = await emailUserWith(wallet());
    const stranger = wallet({ profile: { fullName: 'Mallory' } });
    const queries: Record<string, string>[] = [{ forceConnected: (await userOf(sessionToken)).walletDid ?? '' }, {}];
    for (const query of queries) {
      const opened = await openConnect(server, query, SWITCH_PROFILE, sessionToken);
      await expect(stranger.approve(opened.link)).rejects.toMatchObject({ code: 'refused', status: 403, message: MISMATCH });
      expect(await pollStatus(server, opened.token, SWITCH_PROFILE)).toMatchObject({ status: 'forbidden', error: MISMATCH });
    }
    expect((await userOf(sessionToken)).fullName).toBe('Ada Email');
  });

  it('refuses any wallet for a user who has none', async () => {
    const { sessionToken } = await signIn(server, { sourceProvider: 'email', email: `bo-${randomUUID()}@example.com`, fullName: 'Bo' });
    const opened = await openConnect(server, {}, SWITCH_PROFILE, sessionToken);
    await expect(wallet({ profile: { fullName: 'Mallory' } }).approve(opened.link)).rejects.toMatchObject({ status: 403, message: MISMATCH });
    expect(await userOf(sessionToken)).toMatchObject({ fullName: 'Bo', connectedDids: [expect.any(String)] });
  });
});
