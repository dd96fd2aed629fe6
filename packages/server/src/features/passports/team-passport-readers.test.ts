import { FoyerError, type Passport, type PassportRole, PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const FORBIDDEN = { status: 403, body: new FoyerError('forbidden').toBody() };

describe.each(storeFactories)('who reads whose passports through the team route on $name', (factory) => {
  let server: TestServer;
  let ownerToken: string;

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
  const passportsOf = (ownerDid: string, bearer: string) => call(`${SERVER_PATHS.teamPassports}?ownerDid=${encodeURIComponent(ownerDid)}`, { bearer });

  async function issue(ownerDid: string, role: PassportRole): Promise<Passport> {
    const { status, body } = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid, role } });
    expect(status).toBe(201);
    return body as Passport;
  }

  /** A person holding a member passport and a revoked admin one: what a reader of their passports would learn. */
  async function holder(role = 'guest') {
    const person = await signIn(server, { role });
    const kept = await issue(person.user.did, 'member');
    const revoked = await issue(person.user.did, 'admin');
    expect((await call(`${SERVER_PATHS.teamPassports}/${revoked.id}/revoke`, { method: 'POST', bearer: ownerToken })).status).toBe(200);
    return { ...person, passportIds: [kept.id, revoked.id].sort() };
  }
  const ids = (body: Passport[]) => body.map((passport) => passport.id).sort();

  it.each(['guest', 'member'])('shows a %s their own passports, revoked ones included, and nobody else\'s', async (role) => {
    const reader = await holder(role);
    const other = await holder();

    const own = await passportsOf(reader.user.did, reader.sessionToken);
    expect([own.status, ids(own.body)]).toEqual([200, reader.passportIds]);
    expect(await passportsOf(other.user.did, reader.sessionToken)).toEqual(FORBIDDEN);
    // A DID nobody holds is refused the same way: the answer does not tell who has an account.
    expect(await passportsOf('did:abt:zNobodyHere', reader.sessionToken)).toEqual(FORBIDDEN);
  });

  it.each(['owner', 'admin'])('shows an %s, who issues and revokes passports, anyone\'s', async (role) => {
    const reader = await signIn(server, { role });
    const other = await holder();

    const read = await passportsOf(other.user.did, reader.sessionToken);
    expect([read.status, ids(read.body)]).toEqual([200, other.passportIds]);
  });

  it('follows the admin passport a guest switched to, and stops when it is revoked', async () => {
    const guest = await signIn(server);
    const admin = await issue(guest.user.did, 'admin');
    const other = await holder();
    const switched = await call(PATHS.switchPassport, { method: 'POST', bearer: guest.sessionToken, json: { passportId: admin.id } });
    const asAdmin = switched.body.sessionToken as string;

    expect((await passportsOf(other.user.did, asAdmin)).status).toBe(200);
    expect((await call(`${SERVER_PATHS.teamPassports}/${admin.id}/revoke`, { method: 'POST', bearer: ownerToken })).status).toBe(200);
    // A token minted under the admin passport stops reading others' passports once it is revoked.
    expect(await passportsOf(other.user.did, asAdmin)).toEqual(FORBIDDEN);
  });
});
