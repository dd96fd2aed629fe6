import { AUTH_SERVICE_PREFIX, CSRF_COOKIE, FoyerError, HEADERS, ROLES, STORAGE_KEYS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { newPassport } from '../features/passports/new-passport.js';
import { useOidcServer } from '../features/oidc/test-support/use-oidc-server.js';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { TEST_APP_URL } from '../test-support/start-test-server.js';
import { roleMeets } from './foyer-guard.js';
import { foyerNext } from './next.js';
import { apiAccessToken } from './test-support/api-access-token.js';

const request = (path: string, init: RequestInit & { bearer?: string; cookie?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  if (init.cookie) headers.set('cookie', init.cookie);
  return new Request(`${TEST_APP_URL}${path}`, { ...init, headers });
};

const whoAmI = (_request: Request, { user, passport }: { user: { did: string; role: string }; passport: { title: string } | null }) =>
  Response.json({ did: user.did, role: user.role, passport: passport?.title ?? null });

describe('roleMeets', () => {
  it("ranks a person's roles as SPEC §6 grants them (owner > admin > member > guest) and matches any other role exactly", () => {
    expect(roleMeets(ROLES.owner, [ROLES.admin])).toBe(true);
    expect(roleMeets(ROLES.admin, [ROLES.admin])).toBe(true);
    expect(roleMeets(ROLES.member, [ROLES.admin])).toBe(false);
    expect(roleMeets(ROLES.guest, [ROLES.member, ROLES.ci])).toBe(false);
    expect(roleMeets(ROLES.ci, [ROLES.member, ROLES.ci])).toBe(true);
    expect(roleMeets(ROLES.ci, [ROLES.guest])).toBe(false);
    expect(roleMeets('made-up', [ROLES.guest])).toBe(false);
  });
});

describe.each(storeFactories)('foyerNext: Foyer and its session guards over web Request and Response on $name', (factory) => {
  const fixture = useOidcServer(factory);

  it("forwards a catch-all route's requests to Foyer, which answers as it does on its own", async () => {
    const { server } = fixture();
    const next = foyerNext(server.foyer);
    const response = await next.routeHandlers.GET(request(`${AUTH_SERVICE_PREFIX}/session`));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(new FoyerError('invalidToken').toBody());
  });

  it('hands a route the user and the passport the session acts under; 401 signed out, 403 for a role short of the one asked', async () => {
    const { server } = fixture();
    const next = foyerNext(server.foyer);
    const admin = await signIn(server);
    const passport = await server.store.passports.create(newPassport({ ownerDid: admin.user.did, role: ROLES.admin, source: 'issue', issuer: { did: 'did:abt:zIssuer' }, title: 'Ops' }));
    const underPassport = await server.foyer.sessions.issueSession({ user: (await server.store.users.findByDid(admin.user.did))!, provider: 'wallet', passportId: passport.id });
    const guest = await signIn(server);
    const adminRoute = next.withRole('admin', whoAmI);

    const granted = await adminRoute(request('/api/admin', { bearer: underPassport.sessionToken }), {});
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ did: admin.user.did, role: ROLES.admin, passport: 'Ops' });
    const refused = await adminRoute(request('/api/admin', { bearer: guest.sessionToken }), {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(new FoyerError('forbidden').toBody());
    const signedOut = await next.withSession(whoAmI)(request('/api/me?locale=zh'), {});
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual(new FoyerError('invalidToken').toBody('zh'));
    expect(await next.getSession(request('/', { bearer: guest.sessionToken }))).toMatchObject({ user: { did: guest.user.did }, passport: null });
  });

  it('reads the session cookie on a GET and in a Server Component, and on a POST only with the CSRF proof', async () => {
    const { server } = fixture();
    const next = foyerNext(server.foyer);
    const { sessionToken, user } = await signIn(server);
    const cookie = `${STORAGE_KEYS.sessionToken}=${sessionToken}; ${CSRF_COOKIE}=proof`;
    expect((await next.getSession(request('/page', { cookie })))?.user.did).toBe(user.did);
    expect((await next.getSession({ headers: new Headers({ cookie }) }))?.user.did).toBe(user.did);
    expect(await next.getSession(request('/api/notes', { method: 'POST', cookie }))).toBeNull();
    expect(await next.getSession(request('/api/notes', { method: 'POST', cookie, headers: { origin: 'https://evil.example', [HEADERS.csrfToken]: 'proof' } }))).toBeNull();
    const proven = request('/api/notes', { method: 'POST', cookie, headers: { origin: TEST_APP_URL, [HEADERS.csrfToken]: 'proof' } });
    expect((await next.getSession(proven))?.user.did).toBe(user.did);
    expect(await next.getSession(request('/page', { cookie: `other=%E0%A4%A; ${STORAGE_KEYS.sessionToken}=%` }))).toBeNull();
  });

  it('middleware answers 401/403 on a protected path and lets Foyer paths and other paths through', async () => {
    const { server } = fixture();
    const middleware = foyerNext(server.foyer).middleware([{ path: '/admin', roles: [ROLES.admin] }, { path: '/account' }]);
    const guest = await signIn(server);
    const owner = await signIn(server, { role: ROLES.owner });
    expect(await middleware(request('/'))).toBeUndefined();
    expect(await middleware(request(`${AUTH_SERVICE_PREFIX}/session`))).toBeUndefined();
    expect(await middleware(request('/administrators'))).toBeUndefined();
    expect((await middleware(request('/account/settings')))?.status).toBe(401);
    expect(await middleware(request('/account', { bearer: guest.sessionToken }))).toBeUndefined();
    const refused = await middleware(request('/admin/users', { bearer: guest.sessionToken }));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual(new FoyerError('forbidden').toBody());
    expect(await middleware(request('/admin', { bearer: owner.sessionToken }))).toBeUndefined();
  });

  it('withScope lets through an access token from Foyer holding the scope, with the RFC 6750 challenge otherwise', async () => {
    const { server } = fixture();
    const { person, accessToken } = await apiAccessToken(fixture(), 'capsule:read capsule:write');
    const next = foyerNext(server.foyer);
    const save = (_request: Request, token: { sub: string }) => Response.json({ savedFor: token.sub }, { status: 201 });

    const saved = await next.withScope('capsule:write', save)(request('/api/notes', { method: 'POST', bearer: accessToken }), {});
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({ savedFor: person.session.user.did });
    const short = await next.withScope(['capsule:write', 'profile:write'], save)(request('/api/notes', { method: 'POST', bearer: accessToken }), {});
    expect(short.status).toBe(403);
    expect(short.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope"/);
    expect(await short.json()).toEqual(new FoyerError('forbidden').toBody());
    const session = await next.withScope('capsule:write', save)(request('/api/notes', { method: 'POST', bearer: person.sessionToken }), {});
    expect(session.status).toBe(401);
    expect(session.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });
});
