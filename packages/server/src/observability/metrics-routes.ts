import { createHash, timingSafeEqual } from 'node:crypto';
import { FoyerError, SERVER_PATHS } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { bearerToken } from '../http/bearer-token.js';
import type { FoyerMetrics } from './foyer-metrics.js';
import { routeDocs } from '../features/openapi/describe.js';

const doc = routeDocs('Operations');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The Prometheus scrape endpoint, answering only `Authorization: Bearer <FOYER_METRICS_TOKEN>`; not mounted without a token. */
export function metricsRoutes(metrics: FoyerMetrics, metricsToken: string): Hono<AppEnv> {
  const expected = digest(metricsToken);
  return new Hono<AppEnv>().get(SERVER_PATHS.metrics, doc('Prometheus metrics (bearer FOYER_METRICS_TOKEN)'), async (c) => {
    const presented = bearerToken(c);
    // Equal-length digests, so the compare takes the same time whatever was sent.
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw new FoyerError('invalidToken');
    c.header('content-type', metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
