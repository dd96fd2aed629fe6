import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env.js';
import { byIp, type LimitKey } from './limit-keys.js';

async function keyOf(key: LimitKey, ip: string | undefined) {
  const app = new Hono<AppEnv>().get('/', async (c) => {
    c.set('client', { visitorId: undefined, sdkVersion: undefined, connectVersion: undefined, ua: undefined, ip });
    c.set('poolAddressless', true);
    return c.json({ key: (await key(c)) ?? null });
  });
  return ((await (await app.request('/')).json()) as { key: string | null }).key;
}

describe('byIp', () => {
  it('counts an IPv4 caller by its address, and callers without one together where they are pooled (development)', async () => {
    expect(await keyOf(byIp, '203.0.113.7')).toBe('203.0.113.7');
    expect(await keyOf(byIp, undefined)).toBe('unknown');
  });

  it('counts an IPv6 caller by its /64, the block one subscriber holds', async () => {
    expect(await keyOf(byIp, '2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(await keyOf(byIp, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(await keyOf(byIp, '2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
