import { connect } from 'node:net';
import { AUTH_SERVICE_PREFIX, CSRF_COOKIE, HEADERS, MAX_BODY_BYTES } from '@foyer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { storeFactories } from '../store/test-support/stores.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../test-support/start-test-server.js';

const SEND_CODE = `${AUTH_SERVICE_PREFIX}/email/sendCode`;
const CSRF = 'csrf-token-of-this-test';
const BROWSER_HEADERS = { origin: TEST_APP_URL, cookie: `${CSRF_COOKIE}=${CSRF}`, [HEADERS.csrfToken]: CSRF, 'content-type': 'application/json' };

/** `text` as a body of unstated length (sent chunked), in 16 KiB pieces. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

/** Sends `head` and `body` as they are over a socket and reads the status line the server answers. */
function rawStatus(url: string, head: string, body: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
  });
}

describe('the request body limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    const [sqlite] = storeFactories;
    if (!sqlite) throw new Error('no SQLite store factory');
    server = await startTestServer({ factory: sqlite });
  });

  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = BROWSER_HEADERS) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

  async function expectTooLarge(response: Response) {
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'bodyTooLarge', error: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
  }

  it('refuses a body whose Content-Length is over the limit with 413 before reading it', async () => {
    await expectTooLarge(await post(SEND_CODE, JSON.stringify({ email: `${'a'.repeat(MAX_BODY_BYTES)}@shop.test` })));
  });

  it('refuses a body of unstated length once it grows over the limit', async () => {
    await expectTooLarge(await post(SEND_CODE, chunked(' '.repeat(MAX_BODY_BYTES + 1))));
  });

  it('hands a body of unstated length under the limit to the route, which reads it whole', async () => {
    const response = await post(SEND_CODE, chunked('{"email":"not-an-address"}'));
    expect(response.status).toBe(400);
    expect((await response.json()).code).not.toBe('bodyTooLarge');
  });

  it("answers in the caller's locale", async () => {
    const response = await post(`${SEND_CODE}?locale=zh`, JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(`请求体超过 ${MAX_BODY_BYTES} 字节`);
  });

  it("holds at the authorization server's token endpoint, whose body the provider reads itself", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectTooLarge(await post(OIDC_PATHS.token, `grant_type=refresh_token&refresh_token=${'r'.repeat(MAX_BODY_BYTES)}`, form));
    await expectTooLarge(await post(OIDC_PATHS.token, chunked('r'.repeat(MAX_BODY_BYTES + 1)), form));
    // A small body of unstated length was read by the limit, and still reaches the provider whole.
    const small = await post(OIDC_PATHS.token, chunked('grant_type=client_credentials&client_id=nobody'), form);
    expect(small.status).toBe(401);
    expect(await small.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers a Content-Length that lies with 400 or 413, never 500', async () => {
    const head = (length: string) =>
      [`POST ${SEND_CODE} HTTP/1.1`, 'host: foyer.test', ...Object.entries(BROWSER_HEADERS).map(([name, value]) => `${name}: ${value}`), `content-length: ${length}`, 'connection: close'].join('\r\n');
    // Shorter than the body: the route reads the first 10 bytes, not JSON, and node refuses the rest as a request.
    expect(await rawStatus(server.url, head('10'), JSON.stringify({ email: 'x'.repeat(MAX_BODY_BYTES * 2) }))).toBe(400);
    // Longer than the limit: refused on the header, without waiting for a body that never comes.
    expect(await rawStatus(server.url, head(String(MAX_BODY_BYTES * 4)), '{}')).toBe(413);
    expect(await rawStatus(server.url, head('nope'), '{}')).toBe(400);
  });
});
