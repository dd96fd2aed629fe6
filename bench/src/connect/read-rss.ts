import { readFileSync } from 'node:fs';

/** Resident set size of process `pid` in kB, from /proc/<pid>/status (Linux). */
export function readRssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}
