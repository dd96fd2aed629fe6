import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { authorize, browse, registerClient, relyingParty, RP_CALLBACK, startCodeFlow } from './test-support/relying-party.js';
import { consentedCallback, newPerson, useOidcServer } from './test-support/use-oidc-server.js';
import { OIDC_PATHS } from './oidc-paths.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Named after the OpenID Foundation conformance modules each case mirrors.
describe.each(storeFactories)('authorization code flow on $name', (factory) => {
  const fixture = useOidcServer(factory);

  it('oidcc-server: code + PKCE, consent, an ID token for the DID, and userinfo with the profile claims', async () => {
    const { server, rp, owner } = fixture();
    const person = { jar: (await newPerson(server)).jar, sessionToken: owner.sessionToken };
    const { callback, verifier, state } = await consentedCallback(fixture(), person, { scope: 'openid profile:read', nonce: 'n-1' });

    expect(callback.origin + callback.pathname).toBe(RP_CALLBACK);
    expect(callback.searchParams.get('iss')).toBe(TEST_APP_URL);
    const tokens = await oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: 'n-1' });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ iss: TEST_APP_URL, sub: owner.user.did, aud: fixture().client.client_id, nonce: 'n-1' });
    expect(tokens.expires_in).toBe(86_400);
    expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'profile:read']);

    const info = await oidc.fetchUserInfo(rp, tokens.access_token, owner.user.did);
    expect(info).toEqual({
      sub: owner.user.did,
      name: 'Olga',
      picture: `${TEST_APP_URL}/avatars/olga.png`,
      email: 'olga@example.com',
      email_verified: true,
      role: 'owner',
    });
  });

  it('gives only what the scope allows: openid alone is the DID and nothing else', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    const { callback, verifier, state } = await consentedCallback(fixture(), person, { scope: 'openid' });
    const tokens = await oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });

    expect(await oidc.fetchUserInfo(rp, tokens.access_token, person.session.user.did)).toEqual({ sub: person.session.user.did });
  });

  it('keeps sub the same DID whichever Foyer session of the account signs in', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    const first = await consentedCallback(fixture(), person, { scope: 'openid' });
    const again = await server.foyer.sessions.issueSession({ user: (await server.store.users.findByDid(person.session.user.did))!, provider: 'passkey' });
    const second = await consentedCallback(fixture(), { jar: (await newPerson(server)).jar, sessionToken: again.sessionToken }, { scope: 'openid' });

    const subs = await Promise.all(
      [first, second].map(async ({ callback, verifier, state }) => (await oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state })).claims()?.sub),
    );
    expect(subs).toEqual([person.session.user.did, person.session.user.did]);
  });

  it('oidcc-ensure-registered-redirect-uri: an unregistered redirect_uri shows an error page and never redirects', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    const flow = await startCodeFlow(rp, { redirect_uri: 'https://evil.example/callback' });

    const { redirect, last } = await authorize(server, person, flow.url, ['login', 'consent']);

    expect(redirect).toBeNull();
    expect(last.status).toBe(400);
    expect(last.headers.get('content-type')).toMatch(/text\/html/);
    const page = await last.text();
    expect(page).toContain('<h1>This sign-in request cannot continue</h1>');
    expect(page).toContain('redirect_uri did not match any of the client');
  });

  it('an unknown client gets the error page too, with no redirect', async () => {
    const { server, rp } = fixture();
    const flow = await startCodeFlow(rp);
    flow.url.searchParams.set('client_id', 'no-such-client');

    const { redirect, last } = await authorize(server, await newPerson(server), flow.url, []);

    expect(redirect).toBeNull();
    expect(last.status).toBe(400);
    expect(await last.text()).toContain('invalid_client');
  });

  it('Deny on the consent screen returns error=access_denied to the app', async () => {
    const { server, rp } = fixture();
    const flow = await startCodeFlow(rp);

    const { redirect } = await authorize(server, await newPerson(server), flow.url, ['login', 'deny']);

    expect(redirect?.origin + (redirect?.pathname ?? '')).toBe(RP_CALLBACK);
    expect(redirect?.searchParams.get('error')).toBe('access_denied');
    expect(redirect?.searchParams.get('state')).toBe(flow.state);
  });

  it('remembers Allow for that client and those scopes, and asks again for a new scope', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    await consentedCallback(fixture(), person, { scope: 'openid profile:read' });

    const same = await authorize(server, { jar: (await newPerson(server)).jar, sessionToken: person.sessionToken }, (await startCodeFlow(rp)).url, ['login']);
    expect(same.redirect?.searchParams.get('code')).toBeTruthy();

    const wider = await authorize(server, person, (await startCodeFlow(rp, { scope: 'openid profile:read email' })).url, []);
    expect(wider.redirect?.pathname).toMatch(new RegExp(`^${OIDC_PATHS.interaction}/`));
  });

  it('oidcc-prompt-none-not-logged-in: prompt=none without a session returns login_required', async () => {
    const { server, rp } = fixture();
    const flow = await startCodeFlow(rp, { prompt: 'none' });

    const { redirect } = await authorize(server, await newPerson(server), flow.url, []);

    expect(redirect?.searchParams.get('error')).toBe('login_required');
  });

  it('prompt=none after signing out of Foyer returns login_required: the Foyer session is what the app session rests on', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    await consentedCallback(fixture(), person);
    const silent = await authorize(server, person, (await startCodeFlow(rp, { prompt: 'none' })).url, []);
    expect(silent.redirect?.searchParams.get('code')).toBeTruthy();

    await server.foyer.sessions.endSession(person.session.session.id, 'offline');

    const after = await authorize(server, person, (await startCodeFlow(rp, { prompt: 'none' })).url, []);
    expect(after.redirect?.searchParams.get('error')).toBe('login_required');
  });

  it('oidcc-prompt-login: prompt=login refuses the existing session and takes a fresh sign-in', async () => {
    const { server, rp } = fixture();
    const person = await newPerson(server);
    await consentedCallback(fixture(), person);
    const flow = await startCodeFlow(rp, { prompt: 'login' });

    const stale = await authorize(server, person, flow.url, ['login']);
    expect(stale.last.status).toBe(403);
    expect(await stale.last.json()).toMatchObject({ error: 'fresh_login_required' });

    // The request is known to the second, so the fresh sign-in comes in the next one, as a person's always does.
    await pause(1000 - (Date.now() % 1000) + 10);
    const user = await server.store.users.findByDid(person.session.user.did);
    const fresh = await server.foyer.sessions.issueSession({ user: user!, provider: 'email' });
    const signedIn = await browse(server, person, `${TEST_APP_URL}${stale.interaction}/login`, { method: 'POST', bearer: fresh.sessionToken });
    expect(signedIn.response.status).toBe(200);
    const { location } = (await signedIn.response.json()) as { location: string };
    const { redirect } = await authorize(server, person, new URL(location), []);
    const tokens = await oidc.authorizationCodeGrant(rp, redirect!, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });

    expect(tokens.claims()).toMatchObject({ sub: person.session.user.did, auth_time: Math.floor(fresh.session.createdAt / 1000) });
  });

  it('a public client must use PKCE S256', async () => {
    const { server, owner } = fixture();
    const registered = await (await registerClient(server, owner.sessionToken, { token_endpoint_auth_method: 'none' })).json();
    expect(registered.client_secret).toBeUndefined();
    const rp = await relyingParty(server, registered);
    const flow = await startCodeFlow(rp);
    flow.url.searchParams.delete('code_challenge');
    flow.url.searchParams.delete('code_challenge_method');

    const { redirect } = await authorize(server, await newPerson(server), flow.url, ['login', 'consent']);

    expect(redirect?.searchParams.get('error')).toBe('invalid_request');
    expect(redirect?.searchParams.get('error_description')).toMatch(/PKCE/);
  });
});
