import { RESOURCES, ROLES, VERBS, type Resource, type Verb } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import { requireGrant } from './require-grant.js';

const R = RESOURCES;
const both = (...resources: Resource[]) => ({ query: resources, mutate: resources });

// SPEC §6 read off the text, apart from core's GRANTS, so a slip in either one fails here.
const guestQueries = [R.products, R.router, R.webhook, R.notification, R.team, R.accessKey, R.node, R.session];
const memberMutates = [R.products, R.router, R.notification, R.session];
const adminMutates = [...memberMutates, R.team, R.webhook, R.accessKey, R.node, R.certificate];
const productMemberQueries = [R.team, R.product, R.notification, R.accessKey];
const productAdmin = { query: productMemberQueries, mutate: [R.team, R.accessKey, R.product, R.notification] };
const SPEC: Record<string, { query: Resource[]; mutate: Resource[] }> = {
  [ROLES.guest]: { query: guestQueries, mutate: [] },
  [ROLES.member]: { query: guestQueries, mutate: memberMutates },
  [ROLES.admin]: { query: guestQueries, mutate: adminMutates },
  [ROLES.owner]: { query: guestQueries, mutate: adminMutates },
  [ROLES.ci]: both(R.products),
  [ROLES.certificate]: both(R.certificate),
  [ROLES.productSdk]: { query: [R.team, R.accessKey, R.product], mutate: [R.team, R.accessKey] },
  [ROLES.productGuest]: { query: [], mutate: [] },
  [ROLES.productMember]: { query: productMemberQueries, mutate: [] },
  [ROLES.productAdmin]: productAdmin,
  [ROLES.productOwner]: productAdmin,
  [ROLES.externalProductController]: both(R.products),
  [ROLES.externalProductsManager]: both(R.products),
};

const hostPath = (verb: Verb, resource: Resource) => `/host/${resource}/${verb}`;

describe.each(storeFactories)('a host app protecting its own routes with requireGrant on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
    const { app, sessions } = server.foyer;
    // One route per resource and verb, as a capsule mounts them: GET to query, POST to mutate.
    for (const resource of Object.values(RESOURCES)) {
      app.get(hostPath('query', resource), requireGrant(sessions, 'query', resource), (c) => c.json({ caller: c.var.caller.user.did }));
      app.post(hostPath('mutate', resource), requireGrant(sessions, 'mutate', resource), (c) => c.json({ caller: c.var.caller.user.did }));
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  async function answers(bearer: string) {
    const statuses: Record<string, number> = {};
    for (const verb of VERBS) {
      for (const resource of Object.values(RESOURCES)) {
        const response = await server.request(hostPath(verb, resource), { method: verb === 'query' ? 'GET' : 'POST', bearer });
        statuses[`${verb} ${resource}`] = response.status;
      }
    }
    return statuses;
  }

  it.each(Object.values(ROLES))('lets %s through exactly where SPEC §6 grants it, and answers 403 everywhere else', async (role) => {
    const { sessionToken } = await signIn(server, { role });
    const expected = Object.fromEntries(
      VERBS.flatMap((verb) => Object.values(RESOURCES).map((resource) => [`${verb} ${resource}`, SPEC[role]?.[verb].includes(resource) ? 200 : 403])),
    );
    expect(await answers(sessionToken)).toEqual(expected);
  });

  it('hands the handler the caller, and answers 401 without a live session', async () => {
    const { sessionToken, user } = await signIn(server, { role: ROLES.member });
    const granted = await server.request(hostPath('mutate', R.session), { method: 'POST', bearer: sessionToken });
    expect(await granted.json()).toEqual({ caller: user.did });
    expect((await server.request(hostPath('query', R.session), { bearer: 'not-a-token' })).status).toBe(401);
  });
});
