import { isIP } from 'node:net';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from '../http/app-env.js';
import { addresslessKey } from '../http/addressless-key.js';

/** What a limit counts a request against; undefined leaves the request uncounted by that limit. */
export type LimitKey = (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>;

// One IPv6 subscriber holds a whole /64, so counting its single addresses would give it endless fresh allowances.
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * The caller's address as a limit key. A request whose address is unknown (no socket and none handed over) shares one
 * key in development, limited together rather than not at all; in production it is refused, since one shared key would
 * let one caller spend everyone's allowance.
 */
export const byIp: LimitKey = (c) => {
  const ip = c.var.client.ip;
  if (!ip) return addresslessKey(c);
  if (isIP(ip) !== 6) return ip;
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${ip.split('%')[0]}/${IPV6_SUBSCRIBER_BITS}`);
  return `${prefix.toString()}/${IPV6_SUBSCRIBER_BITS}`;
};

/** A body field read after the route's validator, lower-cased so one address is one key; other values are left uncounted. */
export const byJsonField =
  (field: string): LimitKey =>
  async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const value = typeof body === 'object' && body !== null ? Reflect.get(body, field) : undefined;
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };

/** A query parameter, such as the connect session a wallet answers. */
export const byQuery =
  (name: string): LimitKey =>
  (c) =>
    c.req.query(name) || undefined;
