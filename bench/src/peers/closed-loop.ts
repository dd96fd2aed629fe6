import { LOAD_DEFAULTS, type LoadResult, type Timing } from '../load.js';

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number);
}

async function runFor(seconds: number, iteration: () => Promise<boolean>): Promise<{ latencies: number[]; failed: number }> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      if (await iteration().catch(() => false)) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: LOAD_DEFAULTS.connections }, worker));
  return { latencies, failed };
}

/**
 * A flow of several requests (send code, read it, log in) as autocannon runs one request: as many callers as autocannon
 * has connections, each starting its next flow when the last ends, warm-up first; the rate is completed flows a second.
 */
export async function closedLoop(iteration: () => Promise<boolean>, timing: Timing): Promise<LoadResult> {
  await runFor(timing.warmUp, iteration);
  const { latencies, failed } = await runFor(timing.duration, iteration);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / timing.duration,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    non2xx: failed,
  };
}
