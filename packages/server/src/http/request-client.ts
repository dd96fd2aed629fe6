import { HEADERS } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { readHeader } from './read-header.js';

const firstForwardedFor = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** Reads the caller's SDK headers into `c.var.client` (the visitor id is recorded on every session issued). */
export const requestClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('client', {
    visitorId: readHeader(c, HEADERS.visitorId),
    sdkVersion: readHeader(c, HEADERS.sdkVersion),
    connectVersion: readHeader(c, HEADERS.connectVersion),
    ua: readHeader(c, 'user-agent'),
    ip: firstForwardedFor(readHeader(c, 'x-forwarded-for')) ?? c.env?.incoming?.socket.remoteAddress,
  });
  await next();
};
