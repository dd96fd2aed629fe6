import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundFetch } from './outbound-fetch.js';
import { OutboundRefusedError } from './outbound-refused-error.js';

/** A server on this machine, as a service the server must not be made to call would be; it counts every request it sees. */
let hits: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/moved') return response.writeHead(302, { location: '/secret' }).end();
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 1000);
    response.end(`seen ${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits = [];
});

describe('createOutboundFetch without private targets', () => {
  const guarded = createOutboundFetch({ allowPrivate: false });

  it('refuses a server on this machine before connecting: it sees no request', async () => {
    await expect(guarded(`http://127.0.0.1:${port}/secret`)).rejects.toEqual(new OutboundRefusedError('127.0.0.1'));
    expect(hits).toEqual([]);
  });

  // Names are judged by what they resolve to, literal addresses as the URL parser reads them; none of these may be connected to.
  it.each([
    ['localhost', 'localhost'],
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]'],
    ['[::1]', '[::1]'],
    ['169.254.169.254', '169.254.169.254'],
    ['10.0.0.1', '10.0.0.1'],
    ['[fe80::1]', '[fe80::1]'],
    ['0.0.0.0', '0.0.0.0'],
  ])('refuses http://%s, which is not a public host', async (host, parsed) => {
    const refused = guarded(`http://${host}:${port}/secret`, { method: 'POST', body: 'x' });
    await expect(refused).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(refused).rejects.toMatchObject({ host: parsed, message: `Outbound request refused: ${parsed} is not a public internet host` });
    expect(hits).toEqual([]);
  });

  it('refuses what is not http or https', async () => {
    await expect(guarded('file:///etc/passwd')).rejects.toMatchObject({ name: 'OutboundRefusedError', message: 'Outbound request refused:  is named by a file: URL, not http or https' });
  });
});

describe('createOutboundFetch with private targets allowed (local demos and tests)', () => {
  const open = createOutboundFetch({ allowPrivate: true });

  it('fetches a server on this machine', async () => {
    const response = await open(`http://localhost:${port}/did.json`, { method: 'PUT', body: '{}' });
    expect([response.status, await response.text()]).toEqual([200, 'seen PUT /did.json']);
    expect(hits).toEqual(['/did.json']);
  });

  it('never follows a redirect, whatever the caller asks', async () => {
    await expect(open(`http://127.0.0.1:${port}/moved`, { redirect: 'follow' })).rejects.toThrow('fetch failed');
    expect(hits).toEqual(['/moved']);
  });

  it('gives up after its timeout', async () => {
    await expect(open(`http://127.0.0.1:${port}/slow`, { timeoutMs: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('still refuses what is not http or https', async () => {
    await expect(open('file:///etc/passwd')).rejects.toBeInstanceOf(OutboundRefusedError);
  });
});
