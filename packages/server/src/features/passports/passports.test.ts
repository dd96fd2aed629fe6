import { type Passport, type PassportRole, PATHS, SERVER_PATHS } from '@foyer/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(storeFactories)('passports on $name', (factory) => {
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
  const session = (bearer: string) => call(PATHS.session, { bearer });
  const passportsOf = (bearer: string) => call(PATHS.passports, { bearer });
  const switchTo = (bearer: string, passportId: string) => call(PATHS.switchPassport, { method: 'POST', bearer, json: { passportId } });
  const revoke = (bearer: string, id: string) => call(`${SERVER_PATHS.teamPassports}/${id}/revoke`, { method: 'POST', bearer });

  async function issue(ownerDid: string, role: PassportRole, extra: { title?: string; expiresAt?: number } = {}, bearer = ownerToken): Promise<Passport> {
    const { status, body } = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer, json: { ownerDid, role, ...extra } });
    expect(status).toBe(201);
    return body as Passport;
  }

  it("switches a member to an admin passport: the token's role, GET /session and the grants all follow", async () => {
    const member = await signIn(server, { role: 'member' });
    const passport = await issue(member.user.did, 'admin', { title: 'Administrator' });
    expect(passport).toMatchObject({ role: 'admin', title: 'Administrator', ownerDid: member.user.did, issuer: 'Olga', status: 'valid', revoked: false, source: 'issue' });
    expect((await passportsOf(member.sessionToken)).body).toEqual([passport]);
    expect((await session(member.sessionToken)).body.user).toMatchObject({ role: 'member' });

    const switched = await switchTo(member.sessionToken, passport.id);

    expect(switched.status).toBe(200);
    expect(Object.keys(switched.body).sort()).toEqual(['refreshToken', 'sessionToken']);
    expect(decodeJwt(switched.body.sessionToken)).toMatchObject({ role: 'admin', sid: member.session.id, sub: member.user.did });
    expect((await session(switched.body.sessionToken)).body.user).toMatchObject({ role: 'admin', roleTitle: 'Administrator' });
    expect((await server.store.userSessions.findById(member.session.id))?.passportId).toBe(passport.id);
    // The token from before the switch belongs to the same session, which now shows the new role.
    expect((await session(member.sessionToken)).body.user.role).toBe('admin');
    const refreshed = await call(PATHS.refreshSession, { method: 'POST', bearer: switched.body.refreshToken });
    expect(decodeJwt(refreshed.body.nextToken).role).toBe('admin');
    expect((await call(PATHS.refreshSession, { method: 'POST', bearer: member.refreshToken })).status).toBe(401);
    const other = await signIn(server);
    expect((await issue(other.user.did, 'member', {}, switched.body.sessionToken)).issuerDid).toBe(member.user.did);
  });

  it("refuses a switch to a passport that is revoked or expired with 'Switch passport failed' and the reason, and someone else's plainly", async () => {
    const holder = await signIn(server, { role: 'member' });
    const stranger = await signIn(server);
    await issue(holder.user.did, 'guest');
    const revoked = await issue(holder.user.did, 'admin');
    expect((await revoke(ownerToken, revoked.id)).body).toMatchObject({ status: 'revoked', revoked: true });
    const expired = await issue(holder.user.did, 'admin', { expiresAt: Date.now() - 1000 });
    expect(expired.status).toBe('expired');
    const foreign = await issue(stranger.user.did, 'admin');

    expect(await switchTo(holder.sessionToken, revoked.id)).toEqual({
      status: 400,
      body: { code: 'switchPassportRevoked', error: 'Switch passport failed: the passport was revoked' },
    });
    expect(await switchTo(holder.sessionToken, expired.id)).toEqual({
      status: 400,
      body: { code: 'switchPassportExpired', error: 'Switch passport failed: the passport has expired' },
    });
    for (const passportId of [foreign.id, 'no-such-passport']) {
      expect(await switchTo(holder.sessionToken, passportId)).toEqual({ status: 400, body: { code: 'switchPassportFailed', error: 'Switch passport failed' } });
    }
    expect((await session(holder.sessionToken)).body.user.role).toBe('member');
  });

  it("answers 'No passports to switch' to a user without a valid passport, and lists only valid ones", async () => {
    const holder = await signIn(server, { role: 'member' });
    const revoked = await issue(holder.user.did, 'admin');
    await revoke(ownerToken, revoked.id);
    await issue(holder.user.did, 'ci', { expiresAt: Date.now() - 1000 });

    expect(await passportsOf(holder.sessionToken)).toEqual({ status: 200, body: [] });
    expect(await switchTo(holder.sessionToken, 'no-such-passport')).toEqual({ status: 404, body: { code: 'noPassports', error: 'No passports to switch' } });
    expect((await call(SERVER_PATHS.teamPassports.concat(`?ownerDid=${encodeURIComponent(holder.user.did)}`), { bearer: ownerToken })).body.map((p: Passport) => p.status).sort()).toEqual([
      'expired',
      'revoked',
    ]);
  });

  it('refuses GET /passports and POST /switch without a live session', async () => {
    expect((await passportsOf('not-a-token')).status).toBe(401);
    expect((await switchTo('not-a-token', 'x')).status).toBe(401);
  });

  it('takes the role away at once when the passport a session acts under is revoked', async () => {
    const member = await signIn(server, { role: 'member' });
    const passport = await issue(member.user.did, 'admin');
    const { sessionToken } = (await switchTo(member.sessionToken, passport.id)).body;
    expect((await session(sessionToken)).body.user.role).toBe('admin');

    await revoke(ownerToken, passport.id);

    expect((await session(sessionToken)).body.user).toMatchObject({ role: 'member' });
    expect(decodeJwt(sessionToken).role).toBe('admin');
    const refused = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: sessionToken, json: { ownerDid: member.user.did, role: 'admin' } });
    expect(refused).toEqual({ status: 403, body: { code: 'forbidden', error: 'Forbidden' } });
  });

  it('stops a passport from granting the moment it expires, even for a session acting under it', async () => {
    const member = await signIn(server, { role: 'member' });
    const passport = await issue(member.user.did, 'admin', { expiresAt: Date.now() + 400 });
    const { sessionToken } = (await switchTo(member.sessionToken, passport.id)).body;
    expect((await session(sessionToken)).body.user.role).toBe('admin');

    await pause(500);

    expect((await session(sessionToken)).body.user.role).toBe('member');
    expect((await passportsOf(sessionToken)).body).toEqual([]);
    expect((await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: sessionToken, json: { ownerDid: member.user.did, role: 'guest' } })).status).toBe(403);
    expect((await switchTo(sessionToken, passport.id)).body.code).toBe('switchPassportExpired');
  });

  it('leaves owner passports to the owner: an admin can neither issue nor revoke one', async () => {
    const admin = await signIn(server, { role: 'admin' });
    const member = await signIn(server, { role: 'member' });
    const ownerPassport = await issue(member.user.did, 'owner');

    const refusedIssue = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: admin.sessionToken, json: { ownerDid: member.user.did, role: 'owner' } });
    const refusedRevoke = await revoke(admin.sessionToken, ownerPassport.id);

    expect([refusedIssue.status, refusedRevoke.status]).toEqual([403, 403]);
    expect((await issue(member.user.did, 'admin', {}, admin.sessionToken)).role).toBe('admin');
    expect((await revoke(ownerToken, ownerPassport.id)).body.status).toBe('revoked');
  });

  it('refuses to issue a role no person holds, or to a user who does not exist', async () => {
    const bad = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: 'did:abt:zX', role: 'certificate' } });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'invalidInput', 'role']);
    const nobody = await call(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: 'did:abt:zNobody', role: 'member' } });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'notFound']);
    expect((await revoke(ownerToken, 'no-such-passport')).status).toBe(404);
  });
});
