import { cpus, loadavg } from 'node:os';
import type { LoadResult } from '../load.js';
import type { BenchMode } from './bench-mode.js';
import type { PeerFigures, PeerTiming } from './peer-figures.js';

/** What one mode's run leaves in bench/results: settings, machine, every figure and the ratios, so runs can be compared. */
export interface PeerReport {
  date: string;
  mode: BenchMode['name'];
  betterAuthVersion: string;
  machine: { cpus: number; node: string; loadAverage1m: number };
  settings: PeerTiming & { connections: number };
  figures: PeerFigures;
  ratios: { sessionOverBare: number; betterAuthSessionOverBare: number; foyerOverBetterAuth: { session: number; refresh: number; signIn: number } };
}

const ratio = (a: LoadResult, b: LoadResult) => (b.requestsPerSecond === 0 ? 0 : a.requestsPerSecond / b.requestsPerSecond);

export function peerReport(mode: BenchMode, figures: PeerFigures, settings: PeerReport['settings'], betterAuthVersion: string): PeerReport {
  return {
    date: new Date().toISOString(),
    mode: mode.name,
    betterAuthVersion,
    machine: { cpus: cpus().length, node: process.version, loadAverage1m: loadavg()[0] ?? 0 },
    settings,
    figures,
    ratios: {
      sessionOverBare: ratio(figures.foyer.session, figures.bare),
      betterAuthSessionOverBare: ratio(figures.betterAuth.session, figures.bare),
      foyerOverBetterAuth: {
        session: ratio(figures.foyer.session, figures.betterAuth.session),
        refresh: ratio(figures.foyer.refresh, figures.betterAuth.refresh),
        signIn: ratio(figures.foyer.signIn, figures.betterAuth.signIn),
      },
    },
  };
}
