import { HEADERS } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import { BoundedCache } from '../cache/bounded-cache.js';
import type { FoyerConfig } from '../config/config-schema.js';
import type { AppEnv } from './app-env.js';
import { clientIp, compileTrust, type TrustProxy } from './client-ip.js';
import { readHeader } from './read-header.js';

const KNOWN_CALLERS = 10_000;
// A longer X-Forwarded-For is worked out each time rather than kept, so forged headers cannot fill the memory.
const MAX_KEY_LENGTH = 200;

// An address an integration hands over is the caller's own: checked and normalised, never walked past.
const NO_PROXY: TrustProxy = () => false;

/**
 * Reads the caller's SDK headers and address into `c.var.client` (recorded on every session issued, and the key of every
 * per-IP limit). The address is the one a framework integration hands over, else the socket peer, or X-Forwarded-For past
 * the configured trusted proxies. Without either (an in-process `app.fetch`) it is unknown: the per-IP limits then count
 * such callers together in development, and refuse them in production.
 */
export function requestClient(config: Pick<FoyerConfig, 'trustedProxies' | 'mode'>): MiddlewareHandler<AppEnv> {
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
    const given = c.env?.clientAddress;
    c.set('client', {
      visitorId: readHeader(c, HEADERS.visitorId),
      sdkVersion: readHeader(c, HEADERS.sdkVersion),
      connectVersion: readHeader(c, HEADERS.connectVersion),
      ua: readHeader(c, 'user-agent'),
      ip: given === undefined ? ipOf(c.env?.incoming?.socket.remoteAddress, readHeader(c, HEADERS.forwardedFor)) : clientIp(given, undefined, NO_PROXY),
    });
    c.set('poolAddressless', config.mode === 'development');
    await next();
  };
}
