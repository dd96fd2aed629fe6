import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../load.js';
import { peerReport } from './peer-report.js';

const rate = (requestsPerSecond: number): LoadResult => ({ requestsPerSecond, p50Ms: 1, p99Ms: 2, non2xx: 0 });

describe('peerReport', () => {
  it('gives session / bare for each peer and Foyer / Better Auth for each scenario', () => {
    const figures = {
      bare: rate(40_000),
      foyer: { session: rate(32_000), refresh: rate(2_000), signIn: rate(60) },
      betterAuth: { session: rate(1_000), refresh: rate(800), signIn: rate(0) },
    };
    const report = peerReport({ name: 'sqlite' }, figures, { warmUp: 1, duration: 2, rounds: 1, connections: 16 }, '1.7.25');
    expect(report.ratios).toEqual({
      sessionOverBare: 0.8,
      betterAuthSessionOverBare: 0.025,
      foyerOverBetterAuth: { session: 32, refresh: 2.5, signIn: 0 },
    });
    expect(report).toMatchObject({ mode: 'sqlite', betterAuthVersion: '1.7.25', figures });
  });
});
