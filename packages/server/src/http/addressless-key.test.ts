import { FoyerError } from '@foyer/core';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { addresslessKey } from './addressless-key.js';
import type { AppEnv } from './app-env.js';
import { requestClient } from './request-client.js';

describe('addresslessKey', () => {
  it('gives a caller without an address one shared limit key in development, and a refusal naming the fix once in production', async () => {
    const logged: string[] = [];
    const log = pino({}, { write: (line: string) => logged.push(line) });
    const keyed = (mode: 'development' | 'production') =>
      new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('log', log);
          await next();
        })
        .use(requestClient({ trustedProxies: [], mode }))
        .get('/', (c) => c.json({ key: addresslessKey(c) }))
        .onError((error, c) => c.json((error as FoyerError).toBody(), 503));
    expect(await (await keyed('development').request('/')).json()).toEqual({ key: 'unknown' });
    const production = keyed('production');
    const refusal = new FoyerError('clientAddressUnknown').toBody();
    expect(await (await production.request('/')).json()).toEqual(refusal);
    expect(await (await production.request('/')).json()).toEqual(refusal);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('FOYER_TRUSTED_PROXIES');
  });
});
