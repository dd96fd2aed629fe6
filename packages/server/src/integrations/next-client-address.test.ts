import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, createPageKey, CSRF_COOKIE, FoyerError, HEADERS, PATHS } from '@foyer/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../config/config-schema.js';
import { LIMITS } from '../limits/limit-rules.js';
import { fillLimit } from '../limits/test-support/fill-limit.js';
import { storeFactories, type StoreFactory } from '../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../test-support/start-test-server.js';
import { foyerNext, type FoyerNextOptions } from './next.js';
import { nextClientAddress } from './next-client-address.js';
import { captureLogLines } from '../test-support/capture-log-lines.js';

const sqlite = storeFactories.find((factory) => factory.name === 'sqlite') as StoreFactory;
const CSRF = 'next-csrf-proof';
const SEND_CODE = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
// The login page opens a connect session with a key of its own for the result.
const OPEN_CONNECT = `${AUTH_SERVICE_PREFIX}/login/token?${CONNECT_QUERY.encryptionKey}=${(await createPageKey()).publicKey}`;

/**
 * A request as Next.js's server hands it to a route handler: no socket, and X-Forwarded-For as the proxy in front of Next
 * wrote it (Next fills it from its own socket only when it is missing), beside the x-forwarded-* Next always sets.
 */
function asNextHandsIt(path: string, headers: Record<string, string>, json?: unknown): Request {
  return new Request(`${TEST_APP_URL}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      origin: TEST_APP_URL,
      cookie: `${CSRF_COOKIE}=${CSRF}`,
      [HEADERS.csrfToken]: CSRF,
      'x-forwarded-host': new URL(TEST_APP_URL).host,
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '80',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

describe('nextClientAddress', () => {
  const forwarded = (value?: string) => new Request(TEST_APP_URL, { headers: value === undefined ? {} : { [HEADERS.forwardedFor]: value } });

  it("is unknown unless the trusted proxies include Next.js's own server, whatever X-Forwarded-For claims", () => {
    for (const proxies of [[], ['10.0.0.0/8'], 0]) expect(nextClientAddress(proxies)(forwarded('203.0.113.7'))).toBeUndefined();
  });

  it('takes the entry the proxy in front of Next wrote, past the ones a caller made up', () => {
    const address = nextClientAddress(['loopback']);
    expect(address(forwarded('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(address(forwarded('2001:DB8:0:0::7'))).toBe('2001:db8::7');
    expect(address(forwarded())).toBeUndefined();
    expect(address(forwarded('203.0.113.7, <script>'))).toBeUndefined();
  });

  it('walks past the proxies in front of Next as FOYER_TRUSTED_PROXIES names them, by address or by count', () => {
    expect(nextClientAddress(['loopback', '10.0.0.0/8'])(forwarded('198.51.100.1, 203.0.113.7, 10.0.0.5'))).toBe('203.0.113.7');
    // A CDN then a balancer: Next keeps their header, so two proxies in front is two hops.
    expect(nextClientAddress(2)(forwarded('198.51.100.1, 203.0.113.7, 192.0.2.10'))).toBe('203.0.113.7');
  });
});

describe('foyerNext: each caller is counted by its own address', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function nextApp(config: Partial<FoyerConfig>, options?: FoyerNextOptions, logDestination?: Writable) {
    server = await startTestServer({ factory: sqlite, config, logDestination });
    return { server, handlers: foyerNext(server.foyer, options).routeHandlers };
  }

  const sendCode = (handlers: { POST(request: Request): Promise<Response> }, headers: Record<string, string>, email = `${randomUUID()}@example.com`) =>
    handlers.POST(asNextHandsIt(SEND_CODE, headers, { email }));

  it("behind trusted proxies, one caller spending all its e-mail code sends leaves another caller's sends alone", async () => {
    const { server, handlers } = await nextApp({ trustedProxies: ['loopback'] });
    const attacker = { [HEADERS.forwardedFor]: '203.0.113.66' };
    for (let sent = 0; sent < LIMITS.sendCodePerIp.points; sent += 1) expect((await sendCode(handlers, attacker)).status).toBe(200);
    const refused = await sendCode(handlers, attacker);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'codeResendTooSoon' });

    const email = `${randomUUID()}@example.com`;
    // The proxy in front appended the caller to what the caller claimed; only the entry it wrote counts.
    const other = await sendCode(handlers, { [HEADERS.forwardedFor]: '203.0.113.66, 198.51.100.7' }, email);
    expect(other.status).toBe(200);
    expect(server.foyer.outbox?.list().find((mail) => mail.to === email)?.code).toMatch(/^\d{6}$/);
  });

  it('counts connect sessions by the address clientAddress(request) gives, with no proxy trusted', async () => {
    const { server, handlers } = await nextApp({}, { clientAddress: (request) => request.headers.get('x-real-ip') ?? undefined });
    await fillLimit(server.store, 'connectSessionPerIp', '203.0.113.66');
    const spent = await handlers.GET(asNextHandsIt(OPEN_CONNECT, { 'x-real-ip': '203.0.113.66' }));
    expect(spent.status).toBe(429);
    expect(await spent.json()).toMatchObject({ code: 'tooManyRequests' });
    const other = await handlers.GET(asNextHandsIt(OPEN_CONNECT, { 'x-real-ip': '198.51.100.7' }));
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ token: expect.any(String) });
  });

  it('in production without a way to know the address, refuses every limited call with a clear error and one log line naming the fix', async () => {
    const { lines, stream } = captureLogLines();
    const { server, handlers } = await nextApp({ logLevel: 'warn' }, undefined, stream);
    const callers = ['203.0.113.66', '198.51.100.7'].map((address) => ({ [HEADERS.forwardedFor]: address }));
    for (const caller of callers) {
      const send = await sendCode(handlers, caller);
      expect(send.status).toBe(503);
      expect(await send.json()).toEqual(new FoyerError('clientAddressUnknown').toBody());
      const open = await handlers.GET(asNextHandsIt(OPEN_CONNECT, caller));
      expect(open.status).toBe(503);
      expect(await open.json()).toEqual(new FoyerError('clientAddressUnknown').toBody());
    }
    expect(server.foyer.outbox?.list()).toEqual([]);
    const told = lines.filter((line) => String(line.msg).includes('FOYER_TRUSTED_PROXIES'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ level: 50, msg: expect.stringContaining('clientAddress') });
    // What no limit counts still answers.
    const session = await handlers.GET(asNextHandsIt(PATHS.session, callers[0] ?? {}));
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual(new FoyerError('invalidToken').toBody());
  });

  it('in development (next dev) lets callers without an address share one allowance', async () => {
    const { handlers } = await nextApp({ mode: 'development' });
    expect((await sendCode(handlers, { [HEADERS.forwardedFor]: '203.0.113.66' })).status).toBe(200);
  });
});
