import { PATHS, USER_SERVICE_PREFIX } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const PROFILE = `${USER_SERVICE_PREFIX}/profile`;

const metadata = {
  bio: 'Writes the engine notes',
  joinedAt: '2024-05-01',
  email: 'ada@work.example',
  phone: { country: 'GB', phoneNumber: '+44 20 7946 0000' },
  location: 'London',
  timezone: 'Europe/London',
  links: [{ url: 'https://ada.example' }],
};

describe.each(storeFactories)('profile routes on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const put = (path: string, json: unknown, bearer?: string) => server.request(path, { method: 'PUT', json, bearer });
  const sessionUser = async (bearer: string) => (await (await server.request(PATHS.session, { bearer })).json()).user;

  it('reads and updates the signed-in user, guests included, and the session shows the change', async () => {
    const { sessionToken, user } = await signIn(server, { fullName: 'Ada' });
    const read = await server.request(PROFILE, { bearer: sessionToken });
    expect([read.status, (await read.json()).did]).toEqual([200, user.did]);

    const address = { country: 'UK', city: 'London', line1: '12 Marylebone Road' };
    const updated = await put(PROFILE, { locale: 'zh-CN', metadata, address }, sessionToken);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ did: user.did, role: 'guest', locale: 'zh', metadata, address });
    await expect.poll(async () => (await sessionUser(sessionToken)).metadata).toEqual(metadata);

    const partial = await put(PROFILE, { metadata: { bio: 'Only a bio now' } }, sessionToken);
    expect(await partial.json()).toMatchObject({ locale: 'zh', address, metadata: { bio: 'Only a bio now' } });
  });

  it.each([
    ['a link that is not http or https', { links: [{ url: 'javascript:alert(1)' }] }, 'metadata.links.0.url'],
    ['more than 5 links', { links: Array.from({ length: 6 }, (_, i) => ({ url: `https://x.example/${i}` })) }, 'metadata.links'],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'metadata.timezone'],
    ['a malformed e-mail', { email: 'ada@' }, 'metadata.email'],
    ['a phone without a country', { phone: { phoneNumber: '+44 20 7946 0000' } }, 'metadata.phone.country'],
    ['a phone number with letters', { phone: { country: 'GB', phoneNumber: 'call me' } }, 'metadata.phone.phoneNumber'],
    ['a bio over 500 characters', { bio: 'x'.repeat(501) }, 'metadata.bio'],
    ['a joinedAt that is not a date', { joinedAt: 'last spring' }, 'metadata.joinedAt'],
    ['a field card metadata does not have', { favouriteColour: 'green' }, 'metadata'],
  ])('refuses metadata with %s', async (_label, bad, field) => {
    const { sessionToken } = await signIn(server);
    const response = await put(PROFILE, { metadata: { ...metadata, ...bad } }, sessionToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalidInput', field });
  });

  it('records an inviter once: another user of the app within the invite depth who was not invited by the user', async () => {
    const { sessionToken, user } = await signIn(server);
    const invitee = await signIn(server, { inviter: user.did });
    const inviter = await signIn(server);
    for (const bad of [user.did, 'did:abt:zNobodyHere', invitee.user.did]) {
      const refused = await put(PROFILE, { inviter: bad }, sessionToken);
      expect([refused.status, (await refused.json()).field], bad).toEqual([400, 'inviter']);
    }
    expect(await (await put(PROFILE, { inviter: inviter.user.did }, sessionToken)).json()).toMatchObject({ inviter: inviter.user.did });
    expect((await put(PROFILE, { inviter: inviter.user.did }, sessionToken)).status).toBe(200);
    const changed = await put(PROFILE, { inviter: invitee.user.did }, sessionToken);
    expect([changed.status, (await changed.json()).error]).toEqual([400, 'Invalid inviter: already set']);
  });

  it('refuses an inviter whose invitees would sit deeper than the invite depth of 8', async () => {
    let chain = await signIn(server);
    for (let depth = 1; depth <= 8; depth++) chain = await signIn(server, { inviter: chain.user.did });
    const { sessionToken } = await signIn(server);
    const refused = await put(PROFILE, { inviter: chain.user.did }, sessionToken);
    expect([refused.status, (await refused.json()).code]).toEqual([400, 'inviteDepthExceeded']);
  });

  it('refuses a storage space the page names without the provider’s grant, and keeps none (the grant checks: packages/space)', async () => {
    const { sessionToken, user } = await signIn(server);
    const spaceGateway = { did: 'did:abt:zNjb8gqZJwZ4T9xJ6Wc2FmQn6eY3y4JpVkT1', name: 'My Space', url: 'https://space.example/app' };
    const refused = await put(`${USER_SERVICE_PREFIX}/updateDidSpace`, { spaceGateway }, sessionToken);
    expect([refused.status, (await refused.json()).field]).toEqual([400, 'spaceGateway.grant']);
    const unlisted = await put(`${USER_SERVICE_PREFIX}/updateDidSpace`, { spaceGateway: { ...spaceGateway, grant: 'a.b.c' } }, sessionToken);
    expect([unlisted.status, (await unlisted.json()).error]).toEqual([400, 'This storage space provider is not allowed: https://space.example']);
    expect((await server.store.users.findByDid(user.did))?.didSpace).toBeNull();
  });

  it('refreshProfile shows changes made behind the service’s back at once', async () => {
    const { sessionToken, user } = await signIn(server, { fullName: 'Before' });
    expect((await sessionUser(sessionToken)).fullName).toBe('Before');
    await server.store.users.update(user.did, { fullName: 'After' });
    expect((await sessionUser(sessionToken)).fullName).toBe('Before');

    const refreshed = await put(`${USER_SERVICE_PREFIX}/refreshProfile`, undefined, sessionToken);
    expect((await refreshed.json()).fullName).toBe('After');
    await expect.poll(async () => (await sessionUser(sessionToken)).fullName).toBe('After');
  });

  it('needs a live session', async () => {
    const spaceGateway = { did: 'did:abt:zNjb8gqZJwZ4T9xJ6Wc2FmQn6eY3y4JpVkT1', name: 'My Space', url: 'https://space.example/app', grant: 'a.b.c' };
    const calls: [string, string, unknown][] = [
      ['GET', PROFILE, undefined],
      ['PUT', PROFILE, { locale: 'en' }],
      ['PUT', `${USER_SERVICE_PREFIX}/refreshProfile`, undefined],
      ['PUT', `${USER_SERVICE_PREFIX}/updateDidSpace`, { spaceGateway }],
      ['DELETE', `${USER_SERVICE_PREFIX}/updateDidSpace`, undefined],
      ['DELETE', USER_SERVICE_PREFIX, undefined],
    ];
    for (const [method, path, json] of calls) {
      const response = await server.request(path, { method, json });
      expect([response.status, (await response.json()).code], `${method} ${path}`).toEqual([401, 'invalidToken']);
    }
  });
});
