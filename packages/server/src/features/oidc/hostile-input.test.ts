import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';
import { OIDC_PATHS } from './oidc-paths.js';
import { authorize, browse, registerClient, startCodeFlow, type Person } from './test-support/relying-party.js';
import { newPerson, useOidcServer } from './test-support/use-oidc-server.js';

describe.each(storeFactories)('the authorization server against hostile input on $name', (factory) => {
  const fixture = useOidcServer(factory);

  /** A person's browser parked at the interaction page of a fresh authorization request. */
  async function atInteraction(person: Person): Promise<string> {
    const { interaction } = await authorize(fixture().server, person, (await startCodeFlow(fixture().rp)).url, []);
    if (!interaction) throw new Error('no interaction');
    return interaction;
  }

  const call = (person: Person, path: string, bearer?: string) => browse(fixture().server, person, `${TEST_APP_URL}${path}`, { method: 'POST', bearer }).then(({ response }) => response);

  it('answers the page of an unknown or foreign interaction with a 400 page, never a 500', async () => {
    const person = await newPerson(fixture().server);
    const interaction = await atInteraction(person);
    const stranger = await newPerson(fixture().server);

    for (const [who, path] of [
      [person, `${OIDC_PATHS.interaction}/no-such-uid`],
      [stranger, interaction],
      [person, `${OIDC_PATHS.interaction}/${'x'.repeat(5000)}`],
    ] as const) {
      const { response } = await browse(fixture().server, who, `${TEST_APP_URL}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This sign-in request has expired or was opened in another browser');
    }
  });

  it('refuses the page calls without the interaction cookie, without a live session, or from another account', async () => {
    const person = await newPerson(fixture().server);
    const interaction = await atInteraction(person);
    const stranger = await newPerson(fixture().server);

    for (const step of ['login', 'consent', 'deny']) {
      const response = await call(stranger, `${interaction}/${step}`, stranger.sessionToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    }
    for (const bearer of [undefined, 'forged', `${person.sessionToken}x`]) {
      const response = await call(person, `${interaction}/login`, bearer);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_token' });
    }
    expect((await call(person, `${interaction}/consent`, person.sessionToken)).status).toBe(400);

    const signedIn = await call(person, `${interaction}/login`, person.sessionToken);
    const consent = await authorize(fixture().server, person, new URL(((await signedIn.json()) as { location: string }).location), []);
    const foreign = await call(person, `${consent.interaction}/consent`, stranger.sessionToken);
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('keeps the CSRF defence on the page calls: no token header or another origin is refused', async () => {
    const { server } = fixture();
    const person = await newPerson(server);
    const interaction = await atInteraction(person);
    const url = `${server.url}${interaction}/login`;
    const cookie = `${CSRF_COOKIE}=t; ${person.jar.header(new URL(server.url))}`;

    const noHeader = await fetch(url, { method: 'POST', headers: { cookie, origin: TEST_APP_URL, authorization: `Bearer ${person.sessionToken}` } });
    const otherOrigin = await fetch(url, { method: 'POST', headers: { cookie, origin: 'https://evil.example', [HEADERS.csrfToken]: 't', authorization: `Bearer ${person.sessionToken}` } });

    expect(noHeader.status).toBe(403);
    expect(otherOrigin.status).toBe(403);
  });

  it('answers unknown, public and absurd client ids at the management calls with 4xx', async () => {
    const { server, owner } = fixture();
    const headers = { authorization: `Bearer ${owner.sessionToken}`, origin: TEST_APP_URL, cookie: `${CSRF_COOKIE}=t`, [HEADERS.csrfToken]: 't' };
    const publicClient = await (await registerClient(server, owner.sessionToken, { token_endpoint_auth_method: 'none' })).json();
    const manage = (path: string, method: string) => fetch(`${server.url}${OIDC_PATHS.clients}/${path}`, { method, headers });

    expect((await manage('no-such-client/secret', 'POST')).status).toBe(404);
    expect((await manage('no-such-client', 'DELETE')).status).toBe(404);
    expect((await manage(`${'y'.repeat(5000)}/secret`, 'POST')).status).toBe(404);
    const rotatePublic = await manage(`${publicClient.client_id}/secret`, 'POST');
    expect(rotatePublic.status).toBe(400);
    expect(await rotatePublic.json()).toMatchObject({ error: 'invalid_request', error_description: 'A public client has no secret to rotate' });
  });

  it('refuses oversized bodies at registration and the token endpoint with 413, ill-typed ones with 400', async () => {
    const { server, owner, client } = fixture();
    const huge = { client_name: 'z'.repeat(100 * 1024) };
    const oversized = await registerClient(server, owner.sessionToken, huge);
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({ code: 'bodyTooLarge' });

    for (const metadata of [{ client_name: 42 }, { redirect_uris: [42] }, { token_endpoint_auth_method: 'magic' }]) {
      const response = await registerClient(server, owner.sessionToken, metadata);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^invalid_(client_metadata|redirect_uri)$/);
    }

    const token = await fetch(`${server.url}${OIDC_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` },
      body: `grant_type=refresh_token&refresh_token=${'r'.repeat(100 * 1024)}`,
    });
    expect(token.status).toBe(413);
    expect(await token.json()).toMatchObject({ code: 'bodyTooLarge' });
  });
});
