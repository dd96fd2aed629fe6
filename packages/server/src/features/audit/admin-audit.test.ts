import { randomUUID } from 'node:crypto';
import { AUDIT_OVERVIEW_DAYS, AUTH_SERVICE_PREFIX, PATHS, SERVER_PATHS, type AdminMethods, type AdminOverview, type AuditEventPage } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { signIn } from '../../test-support/sign-in.js';
import { codeIn, startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../test-support/start-test-server.js';
import { OIDC_PATHS } from '../oidc/oidc-paths.js';
import { registerClient } from '../oidc/test-support/relying-party.js';

const SEND = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
const LOGIN = `${AUTH_SERVICE_PREFIX}/email/login`;
const IP = '198.51.100.27';
const ADMIN_ROUTES = [SERVER_PATHS.adminAudit, SERVER_PATHS.adminOverview, SERVER_PATHS.adminMethods];

describe.each(storeFactories)('the audit log and admin overview on $name', (factory) => {
  let inbox: SmtpInbox;
  let server: TestServer;
  let ownerToken: string;
  let ownerDid: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // The test is a trusted proxy on loopback, so the address it forwards is the one recorded.
    server = await startTestServer({ factory, config: { smtpUrl: inbox.url, trustedProxies: ['loopback'] } });
    const owner = await signIn(server, { role: 'owner', fullName: 'Olga' });
    [ownerToken, ownerDid] = [owner.sessionToken, owner.user.did];
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const forwarded = { 'x-forwarded-for': IP };
  const asOwner = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await server.request(path, { bearer: ownerToken });
    return { status: response.status, body: (await response.json()) as T };
  };
  const today = () => new Date().toISOString().slice(0, 10);

  async function emailCode(email: string): Promise<string> {
    expect((await server.request(SEND, { method: 'POST', json: { email }, headers: forwarded })).status).toBe(200);
    return codeIn(await inbox.next(email));
  }

  it('shows an e-mail sign-in in the log and in today\'s count, and wrong codes as failures, against the account once it exists', async () => {
    const email = `${randomUUID()}@example.com`;
    const code = await emailCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (guess: string) => server.request(LOGIN, { method: 'POST', json: { email, code: guess }, headers: forwarded });
    const refused = await login(wrong);
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([400, 'codeIncorrect']);
    const signedIn = await login(code);
    expect(signedIn.status).toBe(200);
    const did = ((await signedIn.json()) as { user: { did: string } }).user.did;
    const replayed = await login(wrong);
    expect([replayed.status, ((await replayed.json()) as { code: string }).code]).toEqual([400, 'codeUsed']);

    const failures = await asOwner<AuditEventPage>(`${SERVER_PATHS.adminAudit}?kind=sign_in_failed`);
    expect(failures.status).toBe(200);
    expect(failures.body).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(failures.body.events).toMatchObject([
      { kind: 'sign_in_failed', actorDid: null, subjectDid: did, method: 'email', ip: IP, detail: { status: 400, code: 'codeUsed' } },
      { kind: 'sign_in_failed', actorDid: null, subjectDid: null, method: 'email', ip: IP, detail: { status: 400, code: 'codeIncorrect' } },
    ]);
    const own = await asOwner<AuditEventPage>(`${SERVER_PATHS.adminAudit}?actor=${encodeURIComponent(did)}`);
    expect(own.body.events.map((event) => event.kind)).toEqual(['sign_in_failed', 'sign_in']);
    const signIn = own.body.events[1];
    expect(signIn).toMatchObject({ kind: 'sign_in', actorDid: did, subjectDid: did, method: 'email', ip: IP });
    expect(Date.parse(signIn!.at)).toBeGreaterThan(Date.now() - 60_000);

    const overview = await asOwner<AdminOverview>(SERVER_PATHS.adminOverview);
    expect(overview.status).toBe(200);
    expect(overview.body.days).toHaveLength(AUDIT_OVERVIEW_DAYS);
    expect(overview.body.days.at(-1)).toEqual({ date: today(), signIns: { wallet: 1, email: 1 }, failures: 2 });
    expect(overview.body.days[0]).toMatchObject({ signIns: {}, failures: 0 });
    // Olga's session and the e-mail one.
    expect(overview.body.activeSessions).toBe(2);
    expect(overview.body.pendingApprovals).toEqual({ federation: 0 });
  });

  it('records who issued and revoked a passport, the role switched to, and the session signed out', async () => {
    const member = await signIn(server, { role: 'member' });
    const issued = await server.request(SERVER_PATHS.teamPassports, { method: 'POST', bearer: ownerToken, json: { ownerDid: member.user.did, role: 'admin' }, headers: forwarded });
    expect(issued.status).toBe(201);
    const passportId = ((await issued.json()) as { id: string }).id;
    expect((await server.request(PATHS.switchPassport, { method: 'POST', bearer: member.sessionToken, json: { passportId } })).status).toBe(200);
    expect((await server.request(`${SERVER_PATHS.teamPassports}/${passportId}/revoke`, { method: 'POST', bearer: ownerToken })).status).toBe(200);
    expect((await server.request(PATHS.logout, { method: 'POST', bearer: member.sessionToken, json: {} })).status).toBe(200);

    const log = await asOwner<AuditEventPage>(`${SERVER_PATHS.adminAudit}?actor=${encodeURIComponent(member.user.did)}&pageSize=100`);
    expect(log.body.events.map((event) => event.kind)).toEqual(['session_ended', 'passport_revoked', 'role_changed', 'passport_issued', 'sign_in']);
    const byKind = Object.fromEntries(log.body.events.map((event) => [event.kind, event]));
    expect(byKind.passport_issued).toMatchObject({ actorDid: ownerDid, subjectDid: member.user.did, ip: IP, detail: { passportId, role: 'admin' } });
    expect(byKind.passport_revoked).toMatchObject({ actorDid: ownerDid, subjectDid: member.user.did, detail: { passportId } });
    expect(byKind.role_changed).toMatchObject({ actorDid: member.user.did, subjectDid: member.user.did, detail: { passportId } });
    expect(byKind.session_ended).toMatchObject({ actorDid: member.user.did, detail: { sessionId: member.session.id } });

    const issuedOnly = await asOwner<AuditEventPage>(`${SERVER_PATHS.adminAudit}?kind=passport_issued`);
    expect(issuedOnly.body.events.every((event) => event.kind === 'passport_issued')).toBe(true);
  });

  it('records the OAuth client an owner registered and removed, and the passport link they made', async () => {
    const registered = await registerClient(server, ownerToken, { client_name: 'Audited notes' });
    expect(registered.status).toBe(201);
    const clientId = ((await registered.json()) as { client_id: string }).client_id;
    expect((await server.request(`${OIDC_PATHS.clients}/${clientId}`, { method: 'DELETE', bearer: ownerToken })).status).toBe(204);
    const link = await server.request(SERVER_PATHS.passportIssuances, { method: 'POST', bearer: ownerToken, json: { role: 'member', title: 'Tester' } });
    expect(link.status).toBe(201);
    const issuanceId = ((await link.json()) as { id: string }).id;

    const kinds = async (kind: string) => (await asOwner<AuditEventPage>(`${SERVER_PATHS.adminAudit}?kind=${kind}&actor=${encodeURIComponent(ownerDid)}`)).body.events;
    expect(await kinds('client_registered')).toMatchObject([{ actorDid: ownerDid, detail: { clientId, clientName: 'Audited notes' } }]);
    expect(await kinds('client_removed')).toMatchObject([{ actorDid: ownerDid, detail: { clientId } }]);
    expect(await kinds('passport_link_issued')).toMatchObject([{ actorDid: ownerDid, detail: { issuanceId, role: 'member', title: 'Tester' } }]);
  });

  it('answers the sign-in methods and limits in force', async () => {
    const { status, body } = await asOwner<AdminMethods>(SERVER_PATHS.adminMethods);
    expect(status).toBe(200);
    expect(body).toMatchObject({ wallet: true, email: true, passkey: true, nftCollections: [] });
    expect(body.oauth).toEqual([
      { provider: 'github', enabled: false },
      { provider: 'google', enabled: false },
      { provider: 'apple', enabled: false },
      { provider: 'auth0', enabled: false },
    ]);
    expect(body.limits).toContainEqual({ name: 'sendCodePerIp', points: 20, durationSeconds: 600 });
  });

  it('lets only an owner or admin read them: a member gets 403 and a signed-out caller 401, whatever the query', async () => {
    const member = await signIn(server, { role: 'member' });
    const admin = await signIn(server, { role: 'admin' });
    for (const path of ADMIN_ROUTES) {
      const refused = await server.request(`${path}?kind=nonsense&pageSize=1000`, { bearer: member.sessionToken });
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([403, 'forbidden']);
      expect((await server.request(`${path}?kind=nonsense`)).status).toBe(401);
      expect((await server.request(path, { bearer: admin.sessionToken })).status).toBe(200);
    }
  });

  it('refuses a bad filter or page with the catalogue\'s message', async () => {
    const kind = await asOwner<{ code: string; field: string }>(`${SERVER_PATHS.adminAudit}?kind=nonsense`);
    expect([kind.status, kind.body.code, kind.body.field]).toEqual([400, 'invalidInput', 'kind']);
    const size = await asOwner<{ code: string }>(`${SERVER_PATHS.adminAudit}?pageSize=101`);
    expect([size.status, size.body.code]).toEqual([400, 'pageSizeExceeded']);
  });
});
