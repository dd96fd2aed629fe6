import { FoyerError, PATHS, SERVER_PATHS } from '@foyer/core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { startTestServer, type TestRequestInit, type TestServer } from '../../test-support/start-test-server.js';
import type { OpenApiDocument } from './openapi-document.js';

const [factory] = storeFactories;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const needsSession = (operation: OpenAPIV3_1.OperationObject) =>
  Boolean(operation.security?.length && operation.security.every((requirement) => Object.keys(requirement).length > 0));

/** "METHOD /path" of every operation that needs a session (`needed`), or that the document lets a signed-out caller call. */
function operations(document: OpenApiDocument, needed: boolean): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method] && needsSession(item[method] as OpenAPIV3_1.OperationObject) === needed).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** How a route tells a caller without a live session to sign in: the catalogue's invalidToken, or RFC 6750's invalid_token on OAuth endpoints. */
const SIGNED_OUT = [new FoyerError('invalidToken').toBody(), { error: 'invalid_token' }];
const saysSignIn = (status: number, body: unknown) => status === 401 && SIGNED_OUT.some((answer) => expect.objectContaining(answer).asymmetricMatch(body));

// Whatever an operation's parameters and body should be, a signed-out caller hears only that it is signed out.
const GARBAGE_QUERY = '?ownerDid=&did=&page=none&pageSize=-1&userDid=';
const BODIES: TestRequestInit[] = [{ json: {} }, { body: '{"unclosed', headers: { 'content-type': 'application/json' } }, { json: { passportId: 42, ownerDid: ['x'], spaceGateway: null } }];

const call = (server: TestServer, operation: string, init: TestRequestInit = {}, query = '') => {
  const [method, path] = operation.split(' ') as [string, string];
  return server.request(`${path.replace(/\{\w+\}/g, 'nobody')}${query}`, { method, ...init });
};

describe('operations the OpenAPI document says need a session', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    if (!factory) throw new Error('no store factory');
    // Every feature that sits behind a session switched on, so its guard, not a "feature off" refusal, answers.
    server = await startTestServer({ factory, config: { mode: 'production', passkeyEnabled: true, emailKyc: true, invitesEnabled: true } });
    document = await (await server.request(SERVER_PATHS.openApi)).json();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('are marked from the guards: a session, and the SPEC §6 grant where one is checked', () => {
    expect(operations(document, true)).toEqual(expect.arrayContaining([`PUT ${PATHS.didSpace}`, `DELETE ${PATHS.didSpace}`, `GET ${PATHS.passports}`, `POST ${SERVER_PATHS.teamPassports}`]));
    expect(document.paths[SERVER_PATHS.teamPassports]?.get?.security).toEqual([{ sessionBearer: ['query:team'] }, { sessionCookie: ['query:team'] }]);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['sessionBearer', 'sessionCookie']);
  });

  it('each answer an anonymous call 401 invalidToken before looking at its parameters or body', async () => {
    const needing = operations(document, true);
    expect(needing.length).toBeGreaterThan(20);
    const otherwise: Record<string, unknown> = {};
    for (const operation of needing) {
      for (const init of operation.startsWith('GET ') ? [{}] : BODIES) {
        const response = await call(server, operation, init, GARBAGE_QUERY);
        const answer = { status: response.status, body: await response.json().catch(() => null) };
        if (!saysSignIn(answer.status, answer.body)) otherwise[`${operation} ${String(init.body ?? JSON.stringify(init.json ?? ''))}`] = answer;
      }
    }
    expect(otherwise).toEqual({});
  });

  it('leave none out: no other operation tells a signed-out caller to sign in', async () => {
    const unmarked: string[] = [];
    for (const operation of operations(document, false)) {
      const response = await call(server, operation, operation.startsWith('GET ') ? {} : { json: {} });
      if (saysSignIn(response.status, await response.json().catch(() => null))) unmarked.push(operation);
    }
    expect(unmarked).toEqual([]);
  });
});
