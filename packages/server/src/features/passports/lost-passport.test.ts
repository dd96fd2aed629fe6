import { randomUUID } from 'node:crypto';
import { PATHS, SERVER_PATHS, type Passport, type SessionResponse } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { openConnect, pollStatus, unsealedResult, walletFor } from '../connect/test-support/connect-page.js';
import type { LostPassportResult } from './lost-passport-action.js';

const LOST = 'lost-passport';

describe.each(storeFactories)('recovering a lost passport on $name', (factory) => {
  let server: TestServer;
  let ownerToken: string;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    ownerToken = (await signIn(server, { role: 'owner', fullName: 'Olga' })).sessionToken;
  });

  afterAll(async () => {
    await server?.close();
  });

  const call = async (path: string, init: { bearer?: string; method?: string; json?: unknown } = {}) => {
    const response = await server.request(path, init);
    return { status: response.status, body: await response.json() };
  };
  const signInByEmail = () => signIn(server, { sourceProvider: 'email', email: `ada-${randomUUID()}@example.com`, fullName: 'Ada' });
  async function issue(ownerDid: string, extra: { expiresAt?: number } = {}): Promise<Passport> {
    return (await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid, role: 'admin', title: 'Ops', ...extra } })).body as Passport;
  }
  async function recover(bearer: string, passportId: string, holder = walletFor(server)) {
    const opened = await openConnect(server, { passportId }, LOST, bearer);
    const walletError = await holder.approve(opened.link).then(
      () => undefined,
      (refusal: unknown) => (refusal instanceof Error ? refusal.message : String(refusal)),
    );
    return { opened, holder, walletError, status: await pollStatus(server, opened.token, LOST) };
  }

  it('revokes the lost passport, re-issues it to the new wallet as a credential, and binds the wallet to the account', async () => {
    const person = await signInByEmail();
    const expiresAt = Date.now() + 3_600_000;
    const lost = await issue(person.user.did, { expiresAt });

    const { opened, holder, status } = await recover(person.sessionToken, lost.id);

    expect(status.status).toBe('succeed');
    const result = await unsealedResult<LostPassportResult>(server, opened, LOST);
    expect(result).toEqual({ passportId: expect.any(String), revokedPassportId: lost.id, walletDid: holder.did });
    const listed = (await call(PATHS.passports, { bearer: person.sessionToken })).body as Passport[];
    expect(listed).toEqual([expect.objectContaining({ id: result.passportId, role: 'admin', title: 'Ops', source: 'recover', issuer: 'Olga', ownerDid: person.user.did })]);
    expect((await server.store.passports.findById(result.passportId))?.expiresAt).toBe(expiresAt);
    expect((await server.store.passports.findById(lost.id))?.status).toBe('revoked');
    expect(holder.credentials.map((credential) => credential.id)).toEqual([`urn:uuid:${result.passportId}`]);
    expect(((await call(SERVER_PATHS.blacklist)).body as { revoked: string[] }).revoked).toContain(`urn:uuid:${lost.id}`);
    expect(((await call(PATHS.session, { bearer: person.sessionToken })).body as SessionResponse).user?.walletDid).toBe(holder.did);
    expect(await call(PATHS.switchPassport, { method: 'POST', bearer: person.sessionToken, json: { passportId: lost.id } })).toEqual({
      status: 400,
      body: { code: 'switchPassportRevoked', error: 'Switch passport failed: the passport was revoked' },
    });
  });

  it("refuses a wallet of another account, someone else's passport, and one already revoked, changing nothing", async () => {
    const person = await signInByEmail();
    const lost = await issue(person.user.did);
    const stranger = await signIn(server);
    const strangersPassport = await issue(stranger.user.did);
    const strangersWallet = walletFor(server);
    await strangersWallet.approve((await openConnect(server)).link);

    const taken = await recover(person.sessionToken, lost.id, strangersWallet);
    const foreign = await recover(person.sessionToken, strangersPassport.id);
    const unknown = await recover(person.sessionToken, 'no-such-passport');

    expect(taken.status).toMatchObject({ status: 'error', error: 'This DID Wallet belongs to another account' });
    for (const refused of [foreign, unknown]) {
      expect(refused.status).toMatchObject({ status: 'error', error: 'This passport cannot be recovered: it is not yours or no longer valid' });
      expect(refused.holder.credentials).toEqual([]);
      expect(await server.store.users.findByDid(refused.holder.did)).toBeNull();
    }
    expect((await server.store.passports.findById(lost.id))?.status).toBe('valid');
    expect((await server.store.passports.findById(strangersPassport.id))?.status).toBe('valid');
    expect(await server.store.connectedAccounts.listByUser(person.user.did)).toEqual([]);

    expect((await recover(person.sessionToken, lost.id)).status.status).toBe('succeed');
    const again = await recover(person.sessionToken, lost.id);
    expect(again.status.error).toBe('This passport cannot be recovered: it is not yours or no longer valid');
    expect((await call(PATHS.passports, { bearer: person.sessionToken })).body).toHaveLength(1);
  });

  it('needs a live session to start', async () => {
    await expect(openConnect(server, { passportId: 'x' }, LOST)).rejects.toThrow(/401/);
  });
});
