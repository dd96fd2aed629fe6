import { CONNECT } from '@foyer/core';
import { LATENCY_BATCH, LATENCY_SESSIONS, type ConnectLatency } from './connect-latency.js';
import type { Summary } from './summarize.js';
import type { WaitingReport } from './waiting-sessions.js';

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const mib = (kb: number) => `${(kb / 1024).toFixed(1).padStart(6)} MiB`;
const count = (value: number) => value.toLocaleString('en').padStart(6);

function latencyRow(name: string, summary: Summary): string {
  return `${name.padEnd(46)} p50 ${ms(summary.p50)}   p99 ${ms(summary.p99)}   mean ${ms(summary.mean)}`;
}

export function printConnectLatency({ socket, polling }: ConnectLatency): void {
  console.log(
    `Wallet approve() resolved → page signed in — ${LATENCY_SESSIONS} sessions a mode, ${LATENCY_BATCH} at a time, approved at random moments of the poll period`,
  );
  console.log(latencyRow('relay socket (succeed event, /status, unseal)', socket));
  console.log(latencyRow(`polling every ${CONNECT.checkIntervalMs} ms (createConnectSession)`, polling));
}

export function printWaitingSessions({ baselineRssKb, steps, stoppedBy, approvalHeardMs }: WaitingReport): void {
  console.log('Waiting connect sessions (GET /token and a relay socket each) — server RSS after a full GC');
  console.log(`${count(0)} sessions   RSS ${mib(baselineRssKb)}`);
  let previous = { sessions: 0, rssKb: baselineRssKb };
  for (const step of steps) {
    const added = step.sessions - previous.sessions;
    const increment = added > 0 ? `${((step.rssKb - previous.rssKb) / added).toFixed(1)} KiB a session over the step` : 'no session added';
    console.log(`${count(step.sessions)} sessions   RSS ${mib(step.rssKb)}   ${increment}   ${count(step.open)} sockets open`);
    previous = step;
  }
  if (stoppedBy) console.log(`stopped at ${count(previous.sessions).trim()} sessions: ${stoppedBy}`);
  console.log(
    `an approval on the first of ${count(previous.sessions).trim()} waiting sessions reached its socket ${approvalHeardMs.toFixed(0)} ms after approve() was called (the server's first approval: cold code)`,
  );
}
