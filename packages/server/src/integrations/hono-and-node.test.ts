import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_SERVICE_PREFIX, FoyerError, ROLES, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOidcServer } from '../features/oidc/test-support/use-oidc-server.js';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { TEST_APP_URL } from '../test-support/start-test-server.js';
import { isFoyerPath } from './foyer-paths.js';
import { foyerHono, type FoyerHonoEnv } from './hono.js';
import { foyerNode } from './node.js';
import { apiAccessToken } from './test-support/api-access-token.js';

/** A path under /.well-known/ that belongs to the app, not Foyer: a certificate authority's HTTP-01 challenge. */
const ACME = '/.well-known/acme-challenge';

const headers = (bearer?: string): Record<string, string> => (bearer ? { authorization: `Bearer ${bearer}` } : {});

describe.each(storeFactories)('foyerHono and foyerNode guards with real sessions and access tokens on $name', (factory) => {
  const fixture = useOidcServer(factory);
  let hono: Hono<FoyerHonoEnv>;
  let node: Server;
  let nodeUrl: string;

  beforeAll(async () => {
    const { foyer } = fixture().server;
    const h = foyerHono(foyer);
    hono = new Hono<FoyerHonoEnv>()
      .use(h.routes)
      .get('/admin', h.requireRole(ROLES.admin), (c) => c.json({ did: c.var.foyerSession.user.did }))
      .post('/notes', h.requireScope('capsule:write'), (c) => c.json({ savedFor: c.var.foyerAccessToken.sub }, 201))
      .get(`${ACME}/:token`, (c) => c.text(`challenge ${c.req.param('token')}`));
    const n = foyerNode(foyer);
    // The guards alone, without Express: a plain Node server chaining them by hand.
    node = createServer((req, res) => {
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      n.routes(req, res, () => {
        if (req.url === '/admin') n.requireRole(ROLES.admin)(req, res, () => reply(200, { did: n.sessionOf(req).user.did }));
        else if (req.url === '/notes') n.requireScope('capsule:write')(req, res, () => reply(201, { savedFor: n.accessTokenOf(req).sub }));
        else if (req.url?.startsWith(`${ACME}/`)) res.end(`challenge ${req.url.slice(ACME.length + 1)}`);
        else reply(404, {});
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => node?.close(closed));
  });

  const viaHono = (path: string, init: RequestInit = {}) => hono.request(`${TEST_APP_URL}${path}`, init);
  const viaNode = (path: string, init: RequestInit = {}) => fetch(`${nodeUrl}${path}`, init);

  it.each([
    ['Hono', viaHono],
    ['Node', viaNode],
  ])("%s: Foyer answers its well-known documents, and the rest of /.well-known/ reaches the app's own routes", async (_name, call) => {
    const discovery = await call(SERVER_PATHS.openidConfiguration);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({ issuer: TEST_APP_URL });
    const challenge = await call(`${ACME}/t0k3n`);
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe('challenge t0k3n');
  });

  it('claims every path Foyer mounts under /.well-known/, and nothing else there', () => {
    const mounted = fixture().server.foyer.app.routes.map(({ path }) => path).filter((path) => path.startsWith('/.well-known/'));
    const concrete = [...new Set(mounted)].map((path) => path.replace(/:\w+/g, 'x').replace(/\*$/, 'x'));
    expect(concrete.length).toBeGreaterThan(20);
    expect(concrete.filter((path) => !isFoyerPath(path))).toEqual([]);
    for (const path of [`${ACME}/t0k3n`, '/.well-known/security.txt', '/.well-known/apple-app-site-association', '/.well-known/servicex']) expect(isFoyerPath(path), path).toBe(false);
  });

  it.each([
    ['Hono', viaHono],
    ['Node', viaNode],
  ])('%s: Foyer answers its own paths; the owner passes requireRole(admin), a guest gets 403, nobody 401', async (_name, call) => {
    const { server } = fixture();
    const owner = await signIn(server, { role: ROLES.owner });
    const guest = await signIn(server);
    const foyers = await call(`${AUTH_SERVICE_PREFIX}/session`, { headers: headers(guest.sessionToken) });
    expect(foyers.status).toBe(200);
    expect(await foyers.json()).toMatchObject({ user: { did: guest.user.did } });
    const granted = await call('/admin', { headers: headers(owner.sessionToken) });
    expect(await granted.json()).toEqual({ did: owner.user.did });
    const refused = await call('/admin', { headers: headers(guest.sessionToken) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(new FoyerError('forbidden').toBody());
    const nobody = await call('/admin');
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toEqual(new FoyerError('invalidToken').toBody());
  });

  it.each([
    ['Hono', viaHono],
    ['Node', viaNode],
  ])('%s: requireScope lets an access token with capsule:write through and refuses one without it 403', async (_name, call) => {
    const writer = await apiAccessToken(fixture(), 'capsule:write');
    const saved = await call('/notes', { method: 'POST', headers: headers(writer.accessToken) });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({ savedFor: writer.person.session.user.did });
    const reader = await apiAccessToken(fixture(), 'capsule:read');
    const refused = await call('/notes', { method: 'POST', headers: headers(reader.accessToken) });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer error="insufficient_scope"/);
    expect(await refused.json()).toEqual(new FoyerError('forbidden').toBody());
  });
});
