import { PATHS } from '@foyer/core';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { twoInstancesAvailable, useTwoInstances } from '../../test-support/two-instances.js';
import { CookieJar } from '../oauth-login/test-support/cookie-jar.js';
import { apiResource } from './oidc-paths.js';
import { authorize, registerClient, relyingParty, startCodeFlow, withOfflineAccess, type RegisteredClient } from './test-support/relying-party.js';

describe.skipIf(!twoInstancesAvailable)('the authorization server across instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;
  useTwoInstances((pair) => ({ a, b } = pair));

  it('shares clients, grants and tokens: registered on one, signed in on the other, refreshed and checked on either', async () => {
    const owner = await signIn(a, { role: 'owner' });
    const client = (await (await registerClient(a, owner.sessionToken)).json()) as RegisteredClient;
    const onA = await relyingParty(a, client);
    const onB = await relyingParty(b, client);
    const flow = await startCodeFlow(onB, withOfflineAccess('openid capsule:read'));
    const { redirect } = await authorize(b, { jar: new CookieJar(), sessionToken: owner.sessionToken }, flow.url, ['login', 'consent']);

    const tokens = await oidc.authorizationCodeGrant(onA, redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const api = await oidc.refreshTokenGrant(onB, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });

    await expect(a.foyer.verifyAccessToken(api.access_token, { scope: 'capsule:read' })).resolves.toMatchObject({ sub: owner.user.did });
    await expect(oidc.refreshTokenGrant(onA, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(b.foyer.verifyAccessToken(api.access_token)).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('signing out of Foyer on one instance ends the app tokens on the other at once', async () => {
    const owner = await signIn(a, { role: 'owner' });
    const person = await signIn(a, { fullName: 'Pat' });
    const client = (await (await registerClient(a, owner.sessionToken)).json()) as RegisteredClient;
    const onA = await relyingParty(a, client);
    const flow = await startCodeFlow(onA, withOfflineAccess('openid capsule:read'));
    const { redirect } = await authorize(a, { jar: new CookieJar(), sessionToken: person.sessionToken }, flow.url, ['login', 'consent']);
    const tokens = await oidc.authorizationCodeGrant(onA, redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    const api = await oidc.refreshTokenGrant(onA, tokens.refresh_token!, { resource: apiResource(TEST_APP_URL) });
    await expect(b.foyer.verifyAccessToken(api.access_token)).resolves.toMatchObject({ sub: person.user.did });

    expect((await b.request(PATHS.logout, { method: 'POST', bearer: person.sessionToken, json: {} })).status).toBe(200);

    const onB = await relyingParty(b, client);
    await expect(oidc.refreshTokenGrant(onA, api.refresh_token!)).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await oidc.tokenIntrospection(onB, api.access_token)).toEqual({ active: false });
    await expect(a.foyer.verifyAccessToken(api.access_token)).rejects.toMatchObject({ code: 'invalid_token' });
  });
});

describe('the authorization server across a restart on SQLite', () => {
  it('keeps clients and refresh tokens: a token issued before the restart refreshes after it', async () => {
    const opened = await storeFactories[0]!.open();
    const first = await startTestServer({ factory: storeFactories[0]!, store: opened.store });
    const owner = await signIn(first, { role: 'owner' });
    const client = (await (await registerClient(first, owner.sessionToken)).json()) as RegisteredClient;
    const flow = await startCodeFlow(await relyingParty(first, client), withOfflineAccess('openid profile:read'));
    const { redirect } = await authorize(first, { jar: new CookieJar(), sessionToken: owner.sessionToken }, flow.url, ['login', 'consent']);
    const tokens = await oidc.authorizationCodeGrant(await relyingParty(first, client), redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    await first.close();

    const second = await startTestServer({ factory: storeFactories[0]!, store: opened.store });
    try {
      const refreshed = await oidc.refreshTokenGrant(await relyingParty(second, client), tokens.refresh_token!);
      expect(refreshed.claims()?.sub).toBe(owner.user.did);
    } finally {
      await second.close();
      await opened.cleanup();
    }
  });
});
