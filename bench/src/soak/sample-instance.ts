import { SERVER_PATHS } from '@foyer/core';
import { readRssKb } from '../connect/read-rss.js';
import type { SoakInstance } from './soak-stack.js';

export interface InstanceSample {
  /** Seconds since the soak began. */
  atS: number;
  rssKb: number;
  /** prom-client's event-loop delay p99 since the previous scrape (it resets the histogram on each), in ms. */
  eventLoopP99Ms: number;
}

const P99 = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([\d.e+-]+)$/m;

/** One instance's RSS (from /proc) and event-loop delay p99 (from its own Prometheus endpoint). */
export async function sampleInstance(instance: SoakInstance, metricsToken: string, atS: number): Promise<InstanceSample> {
  const response = await fetch(`${instance.url}${SERVER_PATHS.metrics}`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  const p99 = P99.exec(text)?.[1];
  if (response.status !== 200 || p99 === undefined) throw new Error(`instance ${instance.name} metrics answered ${response.status} without nodejs_eventloop_lag_p99_seconds`);
  return { atS, rssKb: readRssKb(instance.pid), eventLoopP99Ms: Math.round(Number(p99) * 10_000) / 10 };
}
