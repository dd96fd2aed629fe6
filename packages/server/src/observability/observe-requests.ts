import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../http/app-env.js';
import { readHeader } from '../http/read-header.js';
import type { FoyerMetrics } from './foyer-metrics.js';
import { requestIdFrom } from './request-id.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Outermost middleware: gives the request an id (echoed as `x-request-id`) and the instance's logger, then times it into
 * the latency histogram and writes one access log line; only a timer and that one write, as the session check is benchmarked.
 */
export function observeRequests(log: Logger, metrics: FoyerMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(readHeader(c, REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const ms = performance.now() - started;
    const status = c.res.status;
    // The matched pattern, not the raw path, so the label set stays bounded whatever paths callers try.
    metrics.requestDuration.observe({ method: c.req.method, route: routePath(c), status }, ms / 1000);
    if (log.isLevelEnabled('info')) {
      log.info({ requestId, method: c.req.method, path: c.req.path, status, ms: Math.round(ms * 10) / 10, ip: c.var.client?.ip }, 'request');
    }
  };
}
