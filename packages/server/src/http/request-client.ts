import { HEADERS } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import { BoundedCache } from '../cache/bounded-cache.js';
import type { FoyerConfig } from '../config/config-schema.js';
import type { AppEnv } from './app-env.js';
import { clientIp, compileTrust } from './client-ip.js';
import { readHeader } from './read-header.js';

const KNOWN_CALLERS = 10_000;
// A longer X-Forwarded-For is worked out each time rather than kept, so forged headers cannot fill the memory.
const MAX_KEY_LENGTH = 200;

/**
 * Reads the caller's SDK headers and address into `c.var.client` (recorded on every session issued, and the key of every
 * per-IP limit). X-Forwarded-For counts only past the configured trusted proxies; without a socket (an in-process
 * `app.fetch`) the address is unknown.
 */
export function requestClient(config: Pick<FoyerConfig, 'trustedProxies'>): MiddlewareHandler<AppEnv> {
  const trust = compileTrust(config.trustedProxies);
  // The same proxy and visitor come back request after request: parsing their addresses each time was ~5 % of a session check.
  const known = new BoundedCache<string, { ip: string | undefined }>(KNOWN_CALLERS);
  const ipOf = (socketAddress: string | undefined, forwardedFor: string | undefined) => {
    const key = `${socketAddress ?? ''} ${forwardedFor ?? ''}`;
    if (key.length > MAX_KEY_LENGTH) return clientIp(socketAddress, forwardedFor, trust);
    let caller = known.get(key);
    if (!caller) known.set(key, (caller = { ip: clientIp(socketAddress, forwardedFor, trust) }));
    return caller.ip;
  };
  return async (c, next) => {
    c.set('client', {
      visitorId: readHeader(c, HEADERS.visitorId),
      sdkVersion: readHeader(c, HEADERS.sdkVersion),
      connectVersion: readHeader(c, HEADERS.connectVersion),
      ua: readHeader(c, 'user-agent'),
      ip: ipOf(c.env?.incoming?.socket.remoteAddress, readHeader(c, HEADERS.forwardedFor)),
    });
    await next();
  };
}
