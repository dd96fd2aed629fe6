import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../../test-support/start-test-server.js';
import { redirectUriOf } from './redirect-uri.js';
import { startLocalOpenIdProvider, type LocalOpenIdProvider } from './test-support/local-openid-provider.js';
import { authorizationResponseOf } from './test-support/oauth-popup.js';

const CLIENT = { clientId: 'foyer-test', clientSecret: 'foyer-test-secret-that-is-long-enough-for-hs256' };

describe.each(storeFactories)('POST {OAUTH_API_PREFIX}/unbind on $name', (factory) => {
  let idp: LocalOpenIdProvider;
  let server: TestServer;

  beforeAll(async () => {
    idp = await startLocalOpenIdProvider({ ...CLIENT, redirectUris: [redirectUriOf(TEST_APP_URL, 'google')] });
    server = await startTestServer({
      factory,
      config: { oauthGoogleClientId: CLIENT.clientId, oauthGoogleClientSecret: CLIENT.clientSecret, oauthGoogleIssuer: idp.issuer },
    });
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const codeOf = (login: string) => authorizationResponseOf(server, idp.authorize, 'google', login);
  const post = (path: 'bind' | 'unbind' | 'login', bearer: string | undefined, body: Record<string, unknown>, query = '') =>
    server.request(`${OAUTH_API_PREFIX}/${path}${query}`, { method: 'POST', json: body, ...(bearer ? { bearer } : {}) });
  const sessionUser = async (bearer: string) => (await (await server.request(PATHS.session, { bearer })).json()).user;

  it('unlinks a bound provider: the session drops it and the identity then signs in as a user of its own', async () => {
    const { sessionToken, user } = await signIn(server);
    await post('bind', sessionToken, { ...(await codeOf('unbind-ada')) });
    expect((await sessionUser(sessionToken)).sourceProviders).toEqual(['wallet', 'google']);

    const response = await post('unbind', sessionToken, { provider: 'google' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Unbind google succeed' });
    expect(await sessionUser(sessionToken)).toMatchObject({ connectedAccounts: [{ provider: 'wallet', did: user.did }], sourceProviders: ['wallet'], connectedDids: [user.did] });

    const signedIn = await (await post('login', undefined, { action: 'login', ...(await codeOf('unbind-ada')) })).json();
    expect(signedIn.user.did).not.toBe(user.did);
  });

  it('answers in the asked locale', async () => {
    const { sessionToken } = await signIn(server);
    await post('bind', sessionToken, { ...(await codeOf('unbind-zh')) });
    expect(await (await post('unbind', sessionToken, { provider: 'google' }, '?locale=zh')).json()).toEqual({ message: '解绑 google 成功' });
  });

  it('refuses to unlink the provider the user signed up with, whose identity is the user’s only way in', async () => {
    const { sessionToken, user } = await (await post('login', undefined, { action: 'login', ...(await codeOf('unbind-source')) })).json();
    const response = await post('unbind', sessionToken, { provider: 'google' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'unbindProviderFailed', error: 'Unbind google failed' });
    expect(await server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ provider: 'google', providerUserId: 'unbind-source' }]);
  });

  it('refuses a provider that is not linked, the wallet account, and a visitor without a session', async () => {
    const { sessionToken } = await signIn(server);
    for (const provider of ['github', 'wallet', 'myspace']) {
      expect(await (await post('unbind', sessionToken, { provider })).json()).toEqual({ code: 'unbindProviderFailed', error: `Unbind ${provider} failed` });
    }
    const anonymous = await post('unbind', undefined, { provider: 'google' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'invalidToken' });
  });
});
