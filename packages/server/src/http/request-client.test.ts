import type { AddressInfo } from 'node:net';
import { HEADERS } from '@foyer/core';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TrustedProxies } from './client-ip.js';
import type { AppEnv } from './app-env.js';
import { requestClient } from './request-client.js';

const appOf = (trustedProxies: TrustedProxies, mode: 'development' | 'production' = 'production') =>
  new Hono<AppEnv>().use(requestClient({ trustedProxies, mode })).get('/', (c) => c.json(c.var.client));

/** Serves the app over real HTTP on the loopback interface, so the socket peer is 127.0.0.1. */
async function clientSeenBy(trustedProxies: TrustedProxies, headers: Record<string, string>) {
  const app = appOf(trustedProxies);
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return await response.json();
  } finally {
    await new Promise((resolve) => server?.close(resolve));
  }
}

describe('requestClient', () => {
  it('reads the SDK headers and the socket peer, not a forged X-Forwarded-For, into c.var.client', async () => {
    const client = await clientSeenBy([], {
      [HEADERS.visitorId]: 'visitor-1',
      [HEADERS.sdkVersion]: '1.16.43',
      [HEADERS.connectVersion]: '1.1.0',
      'user-agent': 'vitest',
      [HEADERS.forwardedFor]: '203.0.113.7',
    });
    expect(client).toEqual({ visitorId: 'visitor-1', sdkVersion: '1.16.43', connectVersion: '1.1.0', ua: 'vitest', ip: '127.0.0.1' });
  });

  it('believes X-Forwarded-For when the socket peer is a trusted proxy', async () => {
    expect(await clientSeenBy(['loopback'], { [HEADERS.forwardedFor]: '198.51.100.1, 203.0.113.7' })).toMatchObject({ ip: '203.0.113.7' });
    expect(await clientSeenBy(2, { [HEADERS.forwardedFor]: '198.51.100.1, 203.0.113.7' })).toMatchObject({ ip: '198.51.100.1' });
  });

  it('has no address for a request handed over in-process, without a socket', async () => {
    const response = await appOf(1).request('/', { headers: { [HEADERS.forwardedFor]: '203.0.113.7' } });
    expect(await response.json()).not.toHaveProperty('ip');
  });

  it('takes the address an integration hands over, normalised, and walks no X-Forwarded-For past it', async () => {
    const handedOver = (clientAddress: string) => appOf(['loopback', '10.0.0.0/8']).request('/', { headers: { [HEADERS.forwardedFor]: '198.51.100.1' } }, { clientAddress });
    expect(await (await handedOver('::ffff:10.0.0.7')).json()).toMatchObject({ ip: '10.0.0.7' });
    expect(await (await handedOver('not an address')).json()).not.toHaveProperty('ip');
  });
});
