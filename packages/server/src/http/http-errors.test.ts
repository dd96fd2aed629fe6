import { PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';

describe.each(storeFactories)('HTTP errors on $name', (factory) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory });
  });

  afterAll(async () => {
    await server?.close();
  });

  const logout = async (init: Parameters<TestServer['request']>[1]) => {
    const { sessionToken } = await signIn(server);
    return server.request(PATHS.logout, { method: 'POST', bearer: sessionToken, ...init });
  };

  it('answers a body that is not JSON with 400 malformedJson', async () => {
    const response = await logout({ headers: { 'content-type': 'application/json' }, body: '{"status":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'malformedJson', error: 'Request body is not valid JSON' });
  });

  it('answers a form body that is not a form with 400 malformedForm, not 500', async () => {
    // The OAuth callback's form_post, a route that reads a form.
    const response = await server.request(`${PATHS.oauthLogin}/apple/callback`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: 'no parts here',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'malformedForm', error: 'Request body is not a valid form' });
  });

  it('answers an invalid body with 400 invalidInput naming the field', async () => {
    const response = await logout({ json: { status: 'deleted' } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'invalidInput', field: 'status' });
    expect(body.error).toMatch(/^Invalid status: /);
  });

  it('names the field in the requested locale', async () => {
    const { sessionToken } = await signIn(server);
    const response = await server.request(`${PATHS.logout}?locale=zh`, { method: 'POST', bearer: sessionToken, json: { visitorId: 42 } });
    const body = await response.json();
    expect([response.status, body.code, body.field]).toEqual([400, 'invalidInput', 'visitorId']);
    expect(body.error).toMatch(/^无效的 visitorId：/);
  });

  it('answers an unknown API path with a 404 notFound JSON', async () => {
    const response = await server.request('/.well-known/service/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'notFound', error: 'Not found' });
  });
});
