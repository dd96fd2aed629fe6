import { HEADERS } from '@foyer/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { requestClient } from './request-client.js';

describe('requestClient', () => {
  it('reads the SDK headers and the first forwarded address into c.var.client', async () => {
    const app = new Hono<AppEnv>().use(requestClient).get('/', (c) => c.json(c.var.client));
    const response = await app.request('/', {
      headers: {
        [HEADERS.visitorId]: 'visitor-1',
        [HEADERS.sdkVersion]: '1.16.43',
        [HEADERS.connectVersion]: '1.1.0',
        'user-agent': 'vitest',
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      },
    });
    expect(await response.json()).toEqual({ visitorId: 'visitor-1', sdkVersion: '1.16.43', connectVersion: '1.1.0', ua: 'vitest', ip: '203.0.113.7' });
  });
});
