import { inBatches } from './in-batches.js';
import { installPageGlobals } from './page-globals.js';
import { pageRequest, pollingSession } from './polling-session.js';
import { socketSession } from './socket-session.js';
import { summarize, type Summary } from './summarize.js';

export const LATENCY_SESSIONS = 200;
export const LATENCY_BATCH = 20;

export interface ConnectLatency {
  socket: Summary;
  polling: Summary;
}

/** Approval-to-signed-in time of LATENCY_SESSIONS login pages per mode, LATENCY_BATCH at a time, after one batch of warm-up. */
export async function connectLatency(serverUrl: string): Promise<ConnectLatency> {
  installPageGlobals();
  const request = pageRequest(serverUrl);
  const socketPage = () => socketSession(serverUrl);
  const pollingPage = () => pollingSession(serverUrl, request);
  // One batch of each first, uncounted, so code and caches on both sides are hot (as load.ts warms up).
  await inBatches(LATENCY_BATCH, LATENCY_BATCH, socketPage);
  await inBatches(LATENCY_BATCH, LATENCY_BATCH, pollingPage);
  const socket = await inBatches(LATENCY_SESSIONS, LATENCY_BATCH, socketPage);
  const polling = await inBatches(LATENCY_SESSIONS, LATENCY_BATCH, pollingPage);
  return { socket: summarize(socket), polling: summarize(polling) };
}
