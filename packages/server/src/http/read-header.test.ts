import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { readHeader } from './read-header.js';

const app = new Hono<AppEnv>().get('/', (c) => c.json({ ua: readHeader(c, 'user-agent') ?? null, missing: readHeader(c, 'x-missing') ?? null }));
const headers = { 'user-agent': 'Foyer test' };

describe('readHeader', () => {
  it('reads the header through the web Request when there is no Node request (app.fetch)', async () => {
    expect(await (await app.request('/', { headers })).json()).toEqual({ ua: 'Foyer test', missing: null });
  });

  it("reads Node's parsed headers when served by @hono/node-server", async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect(await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()).toEqual({ ua: 'Foyer test', missing: null });
    } finally {
      server.close();
    }
  });
});
