import { FoyerError, SERVER_PATHS, type AdminMemberDetail, type AdminMemberPage } from '@foyer/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnectedAccount } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const FORBIDDEN = { status: 403, body: new FoyerError('forbidden').toBody() };

describe.each(storeFactories)('the admin console\'s members over HTTP on $name', (factory) => {
  let server: TestServer;
  let ownerToken: string;
  // Every test's people share one database: names carry this run's mark, so searches find only this run's.
  const mark = randomUUID().slice(0, 8);

  beforeAll(async () => {
    server = await startTestServer({ factory });
    ownerToken = (await signIn(server, { role: 'owner' })).sessionToken;
  });

  afterAll(async () => {
    await server?.close();
  });

  const call = async (path: string, init: { bearer?: string; method?: string; json?: unknown } = {}) => {
    const response = await server.request(path, init);
    return { status: response.status, body: await response.json() };
  };
  const list = (query: string, bearer = ownerToken) => call(`${SERVER_PATHS.adminMembers}?${query}`, { bearer });
  const detail = (did: string, bearer = ownerToken) => call(`${SERVER_PATHS.adminMembers}/${encodeURIComponent(did)}`, { bearer });

  it.each(['owner', 'admin'])('shows an %s the people, newest first, with their role and contact', async (role) => {
    const reader = await signIn(server, { role });
    const newest = await server.store.users.create({ did: `did:abt:z${randomUUID()}`, role: 'member', sourceProvider: 'email', fullName: `Newest ${mark}`, email: `newest-${mark}@example.com` });

    const { status, body } = await list('page=1&pageSize=2', reader.sessionToken);
    expect(status).toBe(200);
    const page = body as AdminMemberPage;
    expect(page).toMatchObject({ page: 1, pageSize: 2, totalExact: true });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.members[0]).toEqual({
      did: newest.did,
      fullName: `Newest ${mark}`,
      email: `newest-${mark}@example.com`,
      avatar: null,
      role: 'member',
      createdAt: newest.createdAt,
      lastLoginAt: null,
    });
  });

  it.each(['member', 'guest'])('refuses a %s the list and a member\'s detail', async (role) => {
    const { sessionToken, user } = await signIn(server, { role });
    expect(await list('', sessionToken)).toEqual(FORBIDDEN);
    expect(await detail(user.did, sessionToken)).toEqual(FORBIDDEN);
  });

  it('asks a signed-out caller to sign in before judging the query', async () => {
    const signedOut = await server.request(`${SERVER_PATHS.adminMembers}?pageSize=1000`);
    expect([signedOut.status, (await signedOut.json()).code]).toEqual([401, 'invalidToken']);
  });

  it('finds people by name prefix in any case, e-mail prefix or their whole DID', async () => {
    const ada = await signIn(server, { fullName: `Ada ${mark} Lovelace`, email: `ada.${mark}@example.com` });
    const grace = await signIn(server, { fullName: `Grace ${mark}`, email: `hopper.${mark}@example.org` });
    const dids = (body: unknown) => (body as AdminMemberPage).members.map((member) => member.did);

    expect(dids((await list(`q=${encodeURIComponent(`ADA ${mark}`)}`)).body)).toEqual([ada.user.did]);
    expect(dids((await list(`q=${encodeURIComponent(`hopper.${mark}@`)}`)).body)).toEqual([grace.user.did]);
    expect(dids((await list(`q=${encodeURIComponent(grace.user.did)}`)).body)).toEqual([grace.user.did]);
    const nobody = await list(`q=${encodeURIComponent(`${mark} Lovelace`)}`);
    expect(nobody).toEqual({ status: 200, body: { members: [], page: 1, pageSize: 10, total: 0, totalExact: true } });
  });

  it.each([
    ['a page size over the SPEC\'s 100', 'pageSize=101', 'Page size must be at most 100'],
    ['page 0', 'page=0', new FoyerError('invalidInput', { params: { field: 'page', detail: 'must be a positive integer' } }).message],
    ['a search longer than any name', `q=${'a'.repeat(201)}`, null],
  ])('answers %s with a 400 that says why', async (_, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    if (message) expect(body.error).toBe(message);
    else expect(body.code).toBe('invalidInput');
  });

  it('shows a member\'s passports, connected accounts and passkey count', async () => {
    const person = await signIn(server, { fullName: `Passported ${mark}` });
    const issued = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: person.user.did, role: 'admin' } });
    expect(issued.status).toBe(201);
    const github = await server.store.connectedAccounts.create(newConnectedAccount(person.user.did, { email: `gh-${mark}@example.com` }));
    await server.store.passkeyCredentials.create({
      id: randomUUID(), userDid: person.user.did, userHandle: 'aGFuZGxl', publicKey: 'a2V5', counter: 0, transports: [], deviceType: 'multiDevice', backedUp: true, createdAt: Date.now(),
    });

    const { status, body } = await detail(person.user.did);
    expect(status).toBe(200);
    const shown = body as AdminMemberDetail;
    expect(shown.member).toMatchObject({ did: person.user.did, fullName: `Passported ${mark}`, role: 'guest' });
    expect(shown.passports.map(({ id, role, status: state }) => ({ id, role, status: state }))).toEqual([{ id: issued.body.id, role: 'admin', status: 'valid' }]);
    expect(shown.signInMethods).toEqual({
      connectedAccounts: [
        { provider: 'wallet', did: person.user.did },
        { provider: 'github', did: github.did, showProvider: `gh-${mark}@example.com` },
      ],
      passkeys: 1,
    });
  });

  it('answers a DID nobody holds with 404 Not found', async () => {
    expect(await detail('did:abt:zNobodyHere')).toEqual({ status: 404, body: new FoyerError('notFound').toBody() });
  });
});
