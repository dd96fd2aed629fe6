import type { LoadResult } from '../load.js';

/** The run with the median rate; one run's figures stay together rather than mixing p99s of different runs. */
export function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}
