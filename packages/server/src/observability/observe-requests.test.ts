import { PATHS, SERVER_PATHS } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { signIn } from '../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../test-support/start-test-server.js';
import { captureLogLines } from '../test-support/capture-log-lines.js';

describe.each(storeFactories)('request ids and access log on $name', (factory) => {
  const { lines, stream } = captureLogLines();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ factory, config: { logLevel: 'info', trustedProxies: ['loopback'] }, logDestination: stream });
  });

  afterAll(async () => server?.close());

  const accessLine = (requestId: string) => lines.find((line) => line.msg === 'request' && line.requestId === requestId);

  it('gives a request an id, echoes it and writes one access line with it, without the query or the bearer', async () => {
    const { sessionToken } = await signIn(server);
    const response = await server.request(`${PATHS.session}?secret=abc`, { bearer: sessionToken, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLine(requestId)).toMatchObject({ level: 30, method: 'GET', path: PATHS.session, status: 200, ip: '203.0.113.9', ms: expect.any(Number) });
    expect(lines.filter((line) => line.requestId === requestId)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(sessionToken);
    expect(JSON.stringify(lines)).not.toContain('secret=abc');
  });

  it("keeps a load balancer's short safe x-request-id, so one request reads the same in both logs", async () => {
    const response = await server.request(SERVER_PATHS.health, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect(accessLine('lb-7f3a.42')).toMatchObject({ path: SERVER_PATHS.health });
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['a forged log field', 'x", "level": 60, "y": "'],
    ['a space and a slash', 'a b/c'],
  ])('replaces an x-request-id that is %s with a fresh one', async (_name, forged) => {
    const response = await server.request(SERVER_PATHS.health, { headers: { 'x-request-id': forged } });
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLine(requestId)).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain(forged);
  });

  it('logs a refusal as an access line at info, not as an error', async () => {
    const response = await server.request(PATHS.session, { bearer: 'not-a-token' });
    expect(response.status).toBe(401);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(lines.filter((line) => line.requestId === requestId).map((line) => line.level)).toEqual([30]);
  });
});
