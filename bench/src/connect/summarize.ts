export interface Summary {
  p50: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentiles and the mean of a list of durations. */
export function summarize(durations: number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (percentile: number) => sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: rank(50), p99: rank(99), mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}
