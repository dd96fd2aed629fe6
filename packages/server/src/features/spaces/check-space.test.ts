import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../../outbound/outbound-fetch.js';
import { CHECK_OBJECT_KEY, checkSpace } from './check-space.js';

/** A space gateway on this machine that keeps the one object it is given, counting the requests it sees. */
let kept = '';
let requests: string[] = [];
let server: Server;
let gatewayUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'PUT') kept = body;
      response.end(request.method === 'GET' ? kept : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/spaces/zSpace`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  kept = '';
  requests = [];
});

describe('checkSpace', () => {
  const gateway = () => ({ did: 'did:abt:zSpace', name: 'Space', url: gatewayUrl, grant: 'a-grant' });

  it('writes an object and reads it back through a guard that allows this machine', async () => {
    await checkSpace(createOutboundFetch({ allowPrivate: true }), gateway(), 'did:abt:zApp');
    expect(requests).toEqual([`PUT /spaces/zSpace/objects/${CHECK_OBJECT_KEY}`, `GET /spaces/zSpace/objects/${CHECK_OBJECT_KEY}`]);
    expect(JSON.parse(kept)).toMatchObject({ appDid: 'did:abt:zApp' });
  });

  it('calls no gateway on a private address through a guard that refuses them', async () => {
    await expect(checkSpace(createOutboundFetch({ allowPrivate: false }), gateway(), 'did:abt:zApp')).rejects.toMatchObject({ code: 'spaceCheckFailed', cause: { name: 'OutboundRefusedError' } });
    expect(requests).toEqual([]);
  });
});
