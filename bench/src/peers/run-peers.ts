import { readFileSync } from 'node:fs';
import { LOAD_DEFAULTS } from '../load.js';
import { benchModes } from './bench-mode.js';
import { type PeerTiming, peerFigures } from './peer-figures.js';
import { peerReport } from './peer-report.js';
import { printPeers } from './print-peers.js';
import { writeReport } from './write-report.js';

export const FULL_PEER_TIMING: PeerTiming = { warmUp: 2, duration: LOAD_DEFAULTS.duration, rounds: 3 };
export const QUICK_PEER_TIMING: PeerTiming = { warmUp: 1, duration: 2, rounds: 1 };

// Pinned exactly in bench/package.json, so the manifest names the version that ran.
const betterAuthVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { devDependencies: Record<string, string> })
  .devDependencies['better-auth'] as string;

/** Every mode the environment allows, one after the other: the table on stdout, the figures in bench/results. */
export async function runPeers(timing: PeerTiming): Promise<void> {
  for (const mode of benchModes()) {
    const figures = await peerFigures(mode, timing);
    const report = peerReport(mode, figures, { ...timing, connections: LOAD_DEFAULTS.connections }, betterAuthVersion);
    printPeers(report);
    console.log(`figures written to ${writeReport(report)}`);
    console.log();
  }
}
