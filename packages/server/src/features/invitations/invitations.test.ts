import { randomUUID } from 'node:crypto';
import { AUTH_SERVICE_PREFIX, MAX_INVITE_DEPTH, OAUTH_API_PREFIX, PASSKEY_PREFIX, PATHS, type AppInfo, type Passport } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import type { UserRecord } from '../../store/types.js';
import { signIn } from '../../test-support/sign-in.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { redirectUriOf } from '../oauth-login/redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from '../oauth-login/test-support/local-openid-provider.js';
import { oauthBrowser } from '../oauth-login/test-support/oauth-popup.js';
import { createPasskey } from '../passkey/test-support/soft-authenticator.js';
import { passkeyClient } from '../passkey/test-support/passkey-client.js';
import { walletSignUp } from '../passports/test-support/wallet-sign-up.js';

const GOOGLE = { clientId: 'foyer-test', clientSecret: 'foyer-test-secret-that-is-long-enough-for-hs256' };

describe.each(storeFactories)('invitations on $name', (factory) => {
  let inbox: SmtpInbox;
  let idp: LocalOpenIdProvider;
  let server: TestServer;
  let offServer: TestServer;
  let inviter: UserRecord;
  let inviterToken: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    idp = await startLocalOpenIdProvider({ ...GOOGLE, redirectUris: [redirectUriOf(TEST_APP_URL, 'google')] });
    const google = { oauthGoogleClientId: GOOGLE.clientId, oauthGoogleClientSecret: GOOGLE.clientSecret, oauthGoogleIssuer: idp.issuer };
    server = await startTestServer({ factory, config: { invitesEnabled: true, smtpUrl: inbox.url, ...google } });
    offServer = await startTestServer({ factory });
    const signedIn = await signIn(server, { role: 'member', fullName: 'Bea' });
    inviter = await expectUser(server, signedIn.user.did);
    inviterToken = signedIn.sessionToken;
  });

  afterAll(async () => {
    await offServer?.close();
    await server?.close();
    await idp?.close();
    await inbox?.close();
  });

  async function expectUser(on: TestServer, did: string): Promise<UserRecord> {
    const user = await on.store.users.findByDid(did);
    if (!user) throw new Error(`no user ${did}`);
    return user;
  }

  /** What an invited newcomer must hold: the inviter, the invited role (member by default) and the invite passport. */
  async function expectInvited(did: string) {
    expect(await expectUser(server, did)).toMatchObject({ role: 'member', inviter: inviter.did });
    expect(await server.store.passports.listByOwner(did)).toEqual([
      expect.objectContaining({ role: 'member', status: 'valid', source: 'invite', issuerDid: inviter.did, issuerName: 'Bea' }),
    ]);
  }

  /** An uninvited root and the users each invited by the one before, the last `depth` invitations deep. */
  async function inviteChain(depth: number): Promise<UserRecord[]> {
    const chain = [await server.store.users.create(newUser())];
    for (let level = 1; level <= depth; level += 1) chain.push(await server.store.users.create(newUser({ inviter: chain[level - 1]?.did ?? null })));
    return chain;
  }

  describe('the invite link', () => {
    it("is the app's home page carrying the inviter's DID", async () => {
      const response = await server.request(PATHS.inviteLink, { bearer: inviterToken });
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const link = new URL(url);
      expect(link.origin + link.pathname).toBe(`${TEST_APP_URL}/`);
      expect(link.searchParams.get('inviter')).toBe(inviter.did);
    });

    it('is offered in the app metadata and served only while invites are on', async () => {
      const metadata = async (on: TestServer) => ((await (await on.request(`${PATHS.appMetadataScript}?type=json`)).json()) as AppInfo).connectOptions;
      expect((await metadata(server))?.invitesEnabled).toBe(true);
      expect((await metadata(offServer))?.invitesEnabled).toBe(false);
      const { sessionToken } = await signIn(offServer, { role: 'member' });
      const refused = await offServer.request(PATHS.inviteLink, { bearer: sessionToken });
      expect([refused.status, await refused.json()]).toEqual([403, { code: 'forbidden', error: 'Forbidden' }]);
    });

    it(`is refused to someone ${MAX_INVITE_DEPTH} invitations deep, whose friends could not join`, async () => {
      const deepest = (await inviteChain(MAX_INVITE_DEPTH)).at(-1);
      const { sessionToken } = await server.foyer.sessions.issueSession({ user: await expectUser(server, deepest?.did ?? ''), provider: 'wallet' });
      const refused = await server.request(PATHS.inviteLink, { bearer: sessionToken });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'inviteDepthExceeded', error: 'Invite depth exceeds the limit of 8' });
    });
  });

  describe('signing up through it', () => {
    it('with a wallet: the newcomer holds the invited role, on the session and in a passport', async () => {
      const signedUp = await walletSignUp(server, { inviter: inviter.did });

      expect(signedUp.status).toBe('succeed');
      expect(signedUp.session?.user).toMatchObject({ did: signedUp.did, role: 'member', inviter: inviter.did });
      await expectInvited(signedUp.did);
      const listed = await server.request(PATHS.passports, { bearer: signedUp.result?.sessionToken });
      expect(((await listed.json()) as Passport[]).map((passport) => [passport.role, passport.source])).toEqual([['member', 'invite']]);
    });

    it('without an invitation, or while invites are off, the newcomer is a guest', async () => {
      const uninvited = await walletSignUp(server);
      const whileOff = await walletSignUp(offServer, { inviter: inviter.did });

      expect(uninvited.session?.user).toMatchObject({ role: 'guest' });
      expect(whileOff.session?.user).toMatchObject({ role: 'guest' });
      expect(whileOff.session?.user?.inviter).toBeUndefined();
    });

    it(`refuses an inviter ${MAX_INVITE_DEPTH} invitations deep with the catalogue message, and takes one a level up`, async () => {
      const chain = await inviteChain(MAX_INVITE_DEPTH);

      const refused = await walletSignUp(server, { inviter: chain[MAX_INVITE_DEPTH]?.did ?? '' });
      const taken = await walletSignUp(server, { inviter: chain[MAX_INVITE_DEPTH - 1]?.did ?? '' });

      expect(refused).toMatchObject({ status: 'error', error: 'Invite depth exceeds the limit of 8', walletError: 'Invite depth exceeds the limit of 8' });
      expect(await server.store.users.findByDid(refused.did)).toBeNull();
      expect(taken.session?.user).toMatchObject({ role: 'member', inviter: chain[MAX_INVITE_DEPTH - 1]?.did });
    });

    it('by e-mail: the inviter rides in the login body', async () => {
      const email = `${randomUUID()}@example.com`;
      expect((await server.request(`${AUTH_SERVICE_PREFIX}/email/sendCode?locale=en`, { method: 'POST', json: { email } })).status).toBe(200);
      const code = codeIn(await inbox.next(email));

      const response = await server.request(`${AUTH_SERVICE_PREFIX}/email/login?locale=en`, { method: 'POST', json: { action: 'login', email, code, inviter: inviter.did } });

      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { did: string; role: string } };
      expect(user.role).toBe('member');
      await expectInvited(user.did);
    });

    it('by OAuth: the inviter rides in the /login body', async () => {
      const browser = oauthBrowser(server);
      const grant = await browser.authorizationResponseOf(idp.authorize, 'google', `invited-${randomUUID()}`);

      const response = await browser.request(`${OAUTH_API_PREFIX}/login`, {
        method: 'POST',
        json: { action: 'login', provider: 'google', code: grant.code, state: grant.state, iss: grant.iss, inviter: inviter.did },
      });

      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { did: string; role: string } };
      expect(user.role).toBe('member');
      await expectInvited(user.did);
    });

    it('with a passkey: the inviter rides in the query of POST /register', async () => {
      const options = await passkeyClient(server).creationOptions({ email: `${randomUUID()}@example.com` });
      const { response } = createPasskey(options, { origin: TEST_APP_URL });
      const query = new URLSearchParams({ challenge: options.challenge, inviter: inviter.did });

      const registered = await server.request(`${PASSKEY_PREFIX}/register?${query}`, { method: 'POST', json: response });

      expect(registered.status).toBe(200);
      await expectInvited(Buffer.from(options.user.id, 'base64url').toString('utf8'));
    });
  });
});
