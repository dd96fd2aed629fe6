import { HEADERS } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

const firstForwardedFor = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/** Reads the caller's SDK headers into `c.var.client` (the visitor id is recorded on every session issued). */
export const requestClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('client', {
    visitorId: c.req.header(HEADERS.visitorId),
    sdkVersion: c.req.header(HEADERS.sdkVersion),
    connectVersion: c.req.header(HEADERS.connectVersion),
    ua: c.req.header('user-agent'),
    ip: firstForwardedFor(c.req.header('x-forwarded-for')) ?? c.env?.incoming?.socket.remoteAddress,
  });
  await next();
};
