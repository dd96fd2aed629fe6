import { DEFAULT_PRIVACY, USER_SERVICE_PREFIX, type PublicUser } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const PRIVACY = `${USER_SERVICE_PREFIX}/privacy/config`;

const metadata = {
  bio: 'Writes the engine notes',
  email: 'ada@work.example',
  phone: { country: 'GB', phoneNumber: '+44 20 7946 0000' },
  location: 'London',
  links: [{ url: 'https://ada.example' }],
};

describe.each(storeFactories)('public user info and privacy on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const publicUser = async (did: string): Promise<PublicUser> => {
    const response = await server.request(`${USER_SERVICE_PREFIX}?did=${encodeURIComponent(did)}`, { omit: ['cookie'] });
    expect(response.status).toBe(200);
    return response.json() as Promise<PublicUser>;
  };

  async function ada() {
    const contact = { email: 'ada@example.com', phone: '+44 20 7946 0001' };
    const issued = await signIn(server, { fullName: 'Ada', avatar: 'https://img.example/ada.png', role: 'member', metadata, ...contact });
    await server.store.passports.create({
      id: `member-${issued.user.did}`,
      ownerDid: issued.user.did,
      name: 'member',
      title: 'Engine Member',
      role: 'member',
      display: null,
      issuerDid: 'did:abt:zIssuer',
      issuerName: null,
      issuerAvatarUrl: null,
      preferredColor: null,
      source: 'issue',
      expiresAt: null,
    });
    return issued;
  }

  it('answers anyone with the name, avatar, role and its title, keeping e-mail and phone private by default', async () => {
    const { user } = await ada();
    expect(await publicUser(user.did)).toEqual({
      did: user.did,
      fullName: 'Ada',
      avatar: 'https://img.example/ada.png',
      role: 'member',
      roleTitle: 'Engine Member',
      metadata: { bio: 'Writes the engine notes', location: 'London', links: [{ url: 'https://ada.example' }] },
    });
  });

  it('shows what the user makes public and hides what they make private, at once', async () => {
    const { user, sessionToken } = await ada();
    await publicUser(user.did);
    expect(await (await server.request(PRIVACY, { bearer: sessionToken })).json()).toEqual(DEFAULT_PRIVACY);

    const saved = await server.request(PRIVACY, { method: 'POST', bearer: sessionToken, json: { email: true, location: false } });
    expect(await saved.json()).toEqual({ ...DEFAULT_PRIVACY, email: true, location: false });
    await expect.poll(async () => (await publicUser(user.did)).email).toBe('ada@example.com');
    const shown = await publicUser(user.did);
    expect(shown.metadata).toEqual({ bio: 'Writes the engine notes', email: 'ada@work.example', links: [{ url: 'https://ada.example' }] });
    expect(shown).not.toHaveProperty('phone');
  });

  it('refuses privacy switches that do not exist or are not booleans', async () => {
    const { sessionToken } = await signIn(server);
    for (const json of [{ address: true }, { email: 'yes' }]) {
      const refused = await server.request(PRIVACY, { method: 'POST', bearer: sessionToken, json });
      expect([refused.status, (await refused.json()).code]).toEqual([400, 'invalidInput']);
    }
    expect((await server.request(PRIVACY)).status).toBe(401);
  });

  it('is cached for an hour unless the user changes, which every instance hears about on the bus', async () => {
    const { user } = await ada();
    expect((await publicUser(user.did)).fullName).toBe('Ada');
    await server.store.users.update(user.did, { fullName: 'Ada Lovelace' });
    expect((await publicUser(user.did)).fullName).toBe('Ada');

    await server.foyer.bus.publish('user.updated', { did: user.did });
    await expect.poll(async () => (await publicUser(user.did)).fullName).toBe('Ada Lovelace');
  });

  it('answers 404 for a DID that is no user, and remembers no such miss', async () => {
    const missing = await server.request(`${USER_SERVICE_PREFIX}?did=did:abt:zNobody`);
    expect([missing.status, (await missing.json()).code]).toEqual([404, 'notFound']);
    await server.store.users.create({ did: 'did:abt:zNobody', role: 'guest', sourceProvider: 'wallet', fullName: 'Late' });
    expect((await publicUser('did:abt:zNobody')).fullName).toBe('Late');
  });
});
