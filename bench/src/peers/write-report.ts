import { mkdirSync, writeFileSync } from 'node:fs';
import type { PeerReport } from './peer-report.js';

const RESULTS = new URL('../../results/', import.meta.url);

/** Writes bench/results/<date and time>-<mode>.json and returns its path; the name sorts runs in time order. */
export function writeReport(report: PeerReport): string {
  mkdirSync(RESULTS, { recursive: true });
  const file = new URL(`${report.date.replace(/[:.]/g, '-')}-${report.mode}.json`, RESULTS);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file.pathname;
}
