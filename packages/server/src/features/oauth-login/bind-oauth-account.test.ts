import { OAUTH_API_PREFIX, PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { useGoogleStandIn } from './test-support/use-google-stand-in.js';
import { oauthBrowser } from './test-support/oauth-popup.js';

describe.each(storeFactories)('POST {OAUTH_API_PREFIX}/bind with a local OpenID provider (standing in for Google) on $name', (factory) => {
  const google = useGoogleStandIn(factory);

  const codeOf = (login: string) => google.browser.authorizationResponseOf(google.idp.authorize, 'google', login);
  const bind = (bearer: string | undefined, body: Record<string, unknown>, query = '') =>
    google.browser.request(`${OAUTH_API_PREFIX}/bind${query}`, { method: 'POST', json: body, ...(bearer ? { bearer } : {}) });
  const login = async (login: string) => (await google.browser.request(`${OAUTH_API_PREFIX}/login`, { method: 'POST', json: { action: 'login', ...(await codeOf(login)) } })).json();
  const sessionUser = async (bearer: string) => (await (await google.server.request(PATHS.session, { bearer })).json()).user;

  it('links the identity to the signed-in wallet user, whose session then lists it, and signs that user in with it', async () => {
    const { sessionToken, user } = await signIn(google.server);
    expect(await sessionUser(sessionToken)).toMatchObject({ sourceProviders: ['wallet'] });

    const response = await bind(sessionToken, { ...(await codeOf('bind-ada')) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Bind google succeed' });

    const [account] = await google.server.store.connectedAccounts.listByUser(user.did);
    expect(account).toMatchObject({ provider: 'google', providerUserId: 'bind-ada', userDid: user.did, did: expect.stringMatching(/^did:abt:z/) });
    const googleDid = account?.did;
    expect(googleDid).not.toBe(user.did);
    expect(await sessionUser(sessionToken)).toMatchObject({
      did: user.did,
      sourceProvider: 'wallet',
      connectedAccounts: [
        { provider: 'wallet', did: user.did },
        { provider: 'google', did: googleDid, showProvider: 'bind-ada@example.com' },
      ],
      sourceProviders: ['wallet', 'google'],
      connectedDids: [user.did, googleDid],
      walletDid: user.did,
      permanentDid: user.did,
    });

    const signedIn = await login('bind-ada');
    expect(signedIn.user.did).toBe(user.did);
  });

  it('answers in the asked locale, and binds the same identity again as a no-op', async () => {
    const { sessionToken, user } = await signIn(google.server);
    expect(await (await bind(sessionToken, { ...(await codeOf('bind-twice')) }, '?locale=zh')).json()).toEqual({ message: '绑定 google 成功' });
    expect(await (await bind(sessionToken, { ...(await codeOf('bind-twice')) })).json()).toEqual({ message: 'Bind google succeed' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toHaveLength(1);
  });

  it('refuses an identity that already belongs to another user, and leaves both users as they were', async () => {
    const owner = await login('bind-taken');
    const { sessionToken, user } = await signIn(google.server);
    const response = await bind(sessionToken, { ...(await codeOf('bind-taken')) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'oauthAccountLinkedToAnother', error: 'This google account is already linked to another user' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toEqual([]);
    expect(await google.server.store.connectedAccounts.listByUser(owner.user.did)).toMatchObject([{ provider: 'google', providerUserId: 'bind-taken' }]);
    expect((await sessionUser(sessionToken)).sourceProviders).toEqual(['wallet']);
  });

  it('refuses a second identity of a provider the user already linked', async () => {
    const { sessionToken, user } = await signIn(google.server);
    await bind(sessionToken, { ...(await codeOf('bind-first')) });
    const response = await bind(sessionToken, { ...(await codeOf('bind-second')) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'oauthProviderAlreadyBound', error: 'Another google account is already linked to you' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toMatchObject([{ providerUserId: 'bind-first' }]);
  });

  it('needs a live session, and refuses a replayed state', async () => {
    const message = await codeOf('bind-anonymous');
    const anonymous = await bind(undefined, { ...message });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'invalidToken' });

    const { sessionToken } = await signIn(google.server);
    // The anonymous attempt was refused before the flow was spent, so the same code still binds once.
    expect((await bind(sessionToken, { ...message })).status).toBe(200);
    const replay = await bind(sessionToken, { ...message });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ code: 'bindProviderFailed', error: 'Bind google failed' });
  });

  it('refuses a grant presented from another browser than the one that began the flow', async () => {
    const { sessionToken, user } = await signIn(google.server);
    const elsewhere = oauthBrowser(google.server);
    const response = await elsewhere.request(`${OAUTH_API_PREFIX}/bind`, { method: 'POST', bearer: sessionToken, json: { ...(await codeOf('bind-elsewhere')) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'bindProviderFailed', error: 'Bind google failed' });
    expect(await google.server.store.connectedAccounts.listByUser(user.did)).toEqual([]);
  });

  it('answers thirdPartyLoginNotConfigured for a provider that is not configured', async () => {
    const { sessionToken } = await signIn(google.server);
    const response = await bind(sessionToken, { provider: 'auth0', code: 'x', state: 'y' });
    expect(await response.json()).toEqual({ code: 'thirdPartyLoginNotConfigured', error: 'Third party login is not configured' });
  });
});
