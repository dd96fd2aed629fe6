import { HEADERS } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { FoyerConfig } from '../config/config-schema.js';
import type { AppEnv } from './app-env.js';
import { clientIp, compileTrust } from './client-ip.js';
import { readHeader } from './read-header.js';

/**
 * Reads the caller's SDK headers and address into `c.var.client` (recorded on every session issued, and the key of every
 * per-IP limit). X-Forwarded-For counts only past the configured trusted proxies; without a socket (an in-process
 * `app.fetch`) the address is unknown.
 */
export function requestClient(config: Pick<FoyerConfig, 'trustedProxies'>): MiddlewareHandler<AppEnv> {
  const trust = compileTrust(config.trustedProxies);
  return async (c, next) => {
    let ip: string | undefined | null = null;
    c.set('client', {
      visitorId: readHeader(c, HEADERS.visitorId),
      sdkVersion: readHeader(c, HEADERS.sdkVersion),
      connectVersion: readHeader(c, HEADERS.connectVersion),
      ua: readHeader(c, 'user-agent'),
      // Worked out on first use: a session check never needs it.
      get ip() {
        if (ip === null) ip = clientIp(c.env?.incoming?.socket.remoteAddress, readHeader(c, HEADERS.forwardedFor), trust);
        return ip;
      },
    });
    await next();
  };
}
