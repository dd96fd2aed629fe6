import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { useGoogleStandIn } from './test-support/use-google-stand-in.js';

describe.each(storeFactories)('POST {OAUTH_API_PREFIX}/unbind on $name', (factory) => {
  const google = useGoogleStandIn(factory);

  const codeOf = (login: string) => google.browser.authorizationResponseOf(google.idp.authorize, 'google', login);
  const post = (path: 'bind' | 'unbind' | 'login', bearer: string | undefined, body: Record<string, unknown>, query = '') =>
    google.browser.request(`${OAUTH_API_PREFIX}/${path}${query}`, { method: 'POST', json: body, ...(bearer ? { bearer } : {}) });
  const sessionUser = async (bearer: string) => (await (await google.server.request(PATHS.session, { bearer })).json()).user;

  it('unlinks a bound provider: the session drops it and the identity then signs in as a user of its own', async () => {
    const { sessionToken, user } = await signIn(google.server);
    await post('bind', sessionToken, { ...(await codeOf('unbind-ada')) });
    expect((await sessionUser(sessionToken)).sourceProviders).toEqual(['wallet', 'google']);

    const response = await post('unbind', sessionToken, { provider: 'google' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Unbind google succeed' });
    expect(await sessionUser(sessionToken)).toMatchObject({ connectedAccounts: [{ provider: 'wallet', did: user.did }], sourceProviders: ['wallet'], connectedDids: [user.did] });

    const signedIn = await (await post('login', undefined, { action: 'login', ...(await codeOf('unbind-ada')) })).json();
    expect(signedIn.user.did).not.toBe(user.did);
  });

  it('takes the account as SPEC §7 names it, connectedAccount { provider, did }, and refuses a DID that is not the linked account’s', async () => {
    const { sessionToken, user } = await signIn(google.server);
    await post('bind', sessionToken, { ...(await codeOf('unbind-named')) });
    const [account] = await google.server.store.connectedAccounts.listByUser(user.did);
    if (!account) throw new Error('the bind linked nothing');

    const wrongDid = await post('unbind', sessionToken, { connectedAccount: { provider: 'google', did: user.did } });
    expect(await wrongDid.json()).toEqual({ code: 'unbindProviderFailed', error: 'Unbind google failed' });
    expect((await sessionUser(sessionToken)).sourceProviders).toEqual(['wallet', 'google']);

    const response = await post('unbind', sessionToken, { connectedAccount: { provider: 'google', did: account.did }, sourceAppPid: 'zApp' });
    expect(await response.json()).toEqual({ message: 'Unbind google succeed' });
    expect((await sessionUser(sessionToken)).sourceProviders).toEqual(['wallet']);

    await post('bind', sessionToken, { ...(await codeOf('unbind-named')) });
    expect(await (await post('unbind', sessionToken, { connectedAccount: { provider: 'google' } })).json()).toEqual({ message: 'Unbind google succeed' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toEqual([]);
  });

  it('refuses a body naming no provider', async () => {
    const { sessionToken } = await signIn(google.server);
    const response = await post('unbind', sessionToken, { sourceAppPid: 'zApp' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalidInput', field: 'provider' });
  });

  it('answers in the asked locale', async () => {
    const { sessionToken } = await signIn(google.server);
    await post('bind', sessionToken, { ...(await codeOf('unbind-zh')) });
    expect(await (await post('unbind', sessionToken, { provider: 'google' }, '?locale=zh')).json()).toEqual({ message: '解绑 google 成功' });
  });

  it('refuses to unlink the provider the user signed up with, whose identity is the user’s only way in', async () => {
    const { sessionToken, user } = await (await post('login', undefined, { action: 'login', ...(await codeOf('unbind-source')) })).json();
    const response = await post('unbind', sessionToken, { provider: 'google' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'unbindProviderFailed', error: 'Unbind google failed' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ provider: 'google', providerUserId: 'unbind-source' }]);
  });

  it('refuses a provider that is not linked, the wallet account, and a visitor without a session', async () => {
    const { sessionToken } = await signIn(google.server);
    for (const provider of ['github', 'wallet', 'myspace']) {
      expect(await (await post('unbind', sessionToken, { provider })).json()).toEqual({ code: 'unbindProviderFailed', error: `Unbind ${provider} failed` });
    }
    const anonymous = await post('unbind', undefined, { provider: 'google' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'invalidToken' });
  });
});
