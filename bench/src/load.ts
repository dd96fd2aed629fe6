import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

export type LoadOptions = Omit<autocannon.Options, 'url'> & { url: string };

export const LOAD_DEFAULTS = { connections: 16, duration: 5 } as const;

/** Seconds of warm-up and of measuring; `--quick` shortens both. */
export interface Timing {
  warmUp: number;
  duration: number;
}

export const FULL_TIMING: Timing = { warmUp: 2, duration: LOAD_DEFAULTS.duration };

/** One autocannon run after a short warm-up, so JIT and caches are hot before the figures are taken. */
export async function load(options: LoadOptions, timing: Timing = FULL_TIMING): Promise<LoadResult> {
  await autocannon({ ...LOAD_DEFAULTS, ...options, duration: timing.warmUp });
  const result = await autocannon({ ...LOAD_DEFAULTS, ...options, duration: timing.duration });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
