import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { Histogram } from 'prom-client';
import type { AppEnv } from '../http/app-env.js';
import { withPresetHeaders } from '../http/preset-headers.js';
import { readHeader } from '../http/read-header.js';
import type { FoyerMetrics } from './foyer-metrics.js';
import { requestIdFrom } from './request-id.js';

export const REQUEST_ID_HEADER = 'x-request-id';

type Observer = ReturnType<Histogram<'method' | 'route' | 'status'>['labels']>;

/**
 * Outermost middleware: gives the request an id (echoed as `x-request-id`) and the instance's logger, then times it into
 * the latency histogram and writes one access log line; only a timer and that one write, as the session check is benchmarked.
 */
export function observeRequests(log: Logger, metrics: FoyerMetrics): MiddlewareHandler<AppEnv> {
  // One histogram child per label set: prom-client hashes the labels on every observe otherwise.
  const series = new Map<string, Observer>();
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(readHeader(c, REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('log', log);
    await withPresetHeaders(c, next, { [REQUEST_ID_HEADER]: requestId });
    const ms = performance.now() - started;
    const status = c.res.status;
    // The matched pattern, not the raw path, so the label set stays bounded whatever paths callers try.
    const route = routePath(c);
    const key = `${c.req.method} ${status} ${route}`;
    let observer = series.get(key);
    if (!observer) series.set(key, (observer = metrics.requestDuration.labels({ method: c.req.method, route, status })));
    observer.observe(ms / 1000);
    if (log.isLevelEnabled('info')) {
      log.info({ requestId, method: c.req.method, path: c.req.path, status, ms: Math.round(ms * 10) / 10, ip: c.var.client?.ip }, 'request');
    }
  };
}
