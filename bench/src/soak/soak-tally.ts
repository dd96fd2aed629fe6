import { summarize } from '../connect/summarize.js';

// 'final check' is the sweep over every signed-in user at the end: a burst, so apart from the fixed-rate checks' latency.
export const KINDS = ['email sign-in', 'wallet sign-in', 'session check', 'refresh', 'sign-out', 'final check'] as const;
export type Kind = (typeof KINDS)[number];

export interface KindFigures {
  count: number;
  errors: number;
  lost: number;
  p50Ms: number;
  p99Ms: number;
}

interface Entry {
  kind: Kind;
  ms: number;
  outcome: 'ok' | 'error' | 'lost';
}

/** Every finished operation of the soak, with the first few unexpected answers kept word for word. */
export class SoakTally {
  private readonly entries: Entry[] = [];
  readonly samples: string[] = [];
  /** Sign-outs whose session was still accepted on the first check, and was refused this many ms later. */
  readonly lateRevocationsMs: number[] = [];

  record(kind: Kind, ms: number, outcome: Entry['outcome'], detail?: string): void {
    this.entries.push({ kind, ms, outcome });
    if (detail && this.samples.length < 20) this.samples.push(`${kind}: ${detail}`);
  }

  /** Figures per kind over the entries from `from` on (an index from `size`), so a minute's figures need no second list. */
  figures(from = 0): Record<Kind, KindFigures> {
    const slice = this.entries.slice(from);
    const byKind = (kind: Kind): KindFigures => {
      const mine = slice.filter((entry) => entry.kind === kind);
      const { p50, p99 } = summarize(mine.map((entry) => entry.ms));
      const count = (outcome: Entry['outcome']) => mine.filter((entry) => entry.outcome === outcome).length;
      return { count: mine.length, errors: count('error'), lost: count('lost'), p50Ms: round(p50), p99Ms: round(p99) };
    };
    return Object.fromEntries(KINDS.map((kind) => [kind, byKind(kind)])) as Record<Kind, KindFigures>;
  }

  get size(): number {
    return this.entries.length;
  }
}

export const round = (value: number) => Math.round(value * 10) / 10;
