import { describe, expect, it } from 'vitest';
import { rssGrowth } from './rss-growth.js';

const samples = (rss: number[]) => rss.map((rssKb, n) => ({ atS: n * 5, rssKb, eventLoopP99Ms: 1 }));

describe('rssGrowth', () => {
  it('compares the median after warm-up with the median at the end, ignoring the warm-up', () => {
    // 0–55 s warm-up (climbing), then 100 MB for 30 s, a spike, and 110 MB for the last 30 s.
    const rss = [...Array.from({ length: 12 }, (_, n) => 50_000 + n * 4000), 100_000, 100_000, 100_000, 100_000, 100_000, 100_000, 140_000, 110_000, 110_000, 110_000, 110_000, 110_000, 110_000];
    expect(rssGrowth(samples(rss), 60, 30)).toEqual({ baselineKb: 100_000, finalKb: 110_000, growthPct: 10 });
  });

  it('finds no growth when memory holds steady, and shrinkage as a negative figure', () => {
    expect(rssGrowth(samples([1, 1, 200, 200, 200, 200]), 10, 10).growthPct).toBe(0);
    expect(rssGrowth(samples([1, 1, 200, 200, 180, 180]), 10, 10).growthPct).toBe(-10);
  });

  it('refuses to judge without a sample after the warm-up', () => {
    expect(() => rssGrowth(samples([1, 2]), 60, 30)).toThrow('no RSS sample after the 60 s warm-up');
  });
});
