import type { InstanceSample } from './sample-instance.js';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * RSS growth after warm-up, in %: the median of the samples in the first `windowS` seconds after `warmUpS` against the
 * median of the last `windowS` seconds. Medians, so one sample caught just before a collection does not decide it.
 */
export function rssGrowth(samples: InstanceSample[], warmUpS: number, windowS: number): { baselineKb: number; finalKb: number; growthPct: number } {
  const after = samples.filter((sample) => sample.atS >= warmUpS);
  if (after.length === 0) throw new Error(`no RSS sample after the ${warmUpS} s warm-up`);
  const first = after[0]?.atS ?? 0;
  const last = after.at(-1)?.atS ?? 0;
  const baselineKb = median(after.filter((sample) => sample.atS < first + windowS).map((sample) => sample.rssKb));
  const finalKb = median(after.filter((sample) => sample.atS > last - windowS).map((sample) => sample.rssKb));
  return { baselineKb, finalKb, growthPct: Math.round(((finalKb - baselineKb) / baselineKb) * 1000) / 10 };
}
