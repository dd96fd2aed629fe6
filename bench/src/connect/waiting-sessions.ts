import { deepLink } from '@foyer/core';
import { WebSocket } from 'ws';
import type { SpawnedServer } from '../spawn-server.js';
import { benchWallet } from './bench-wallet.js';
import { SESSION_DEADLINE_MS } from './deadline.js';
import { openConnect } from './open-connect.js';
import { readRssKb } from './read-rss.js';
import { hear, openRelaySocket } from './relay-socket.js';

/** Cumulative counts of waiting sessions at which the server's RSS is read. */
export const WAITING_STEPS = [1000, 5000, 10_000];
// Pages opening at once: enough to keep both cores busy, few enough that no request waits on a queue for long.
const OPENERS = 32;

interface WaitingPage {
  url: string;
  socket: WebSocket;
}

export interface WaitingStep {
  sessions: number;
  rssKb: number;
  /** Sockets still open when RSS was read: the server dropped none if this equals `sessions`. */
  open: number;
}

export interface WaitingReport {
  baselineRssKb: number;
  steps: WaitingStep[];
  /** The error that ended the opening of sessions before the last step. */
  stoppedBy?: string;
  /** From the wallet's approve() call to `succeed` on the socket of the session opened first. */
  approvalHeardMs: number;
}

/** Opens pages (token and relay socket each) until `pages` holds `count`; resolves with the first error, if any. */
async function openUntil(serverUrl: string, pages: WaitingPage[], count: number): Promise<Error | undefined> {
  let claimed = pages.length;
  let failure: Error | undefined;
  async function opener(): Promise<void> {
    while (claimed < count && failure === undefined) {
      claimed += 1;
      try {
        const { token, url } = await openConnect(serverUrl);
        pages.push({ url, socket: await openRelaySocket(serverUrl, token) });
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  }
  await Promise.all(Array.from({ length: OPENERS }, opener));
  return failure;
}

/** RSS after the server collected its garbage, so the figure is what the waiting sessions retain. */
async function retainedRssKb(server: SpawnedServer<unknown>): Promise<number> {
  const { gc } = JSON.parse(await server.ask('gc')) as { gc: boolean };
  if (!gc) throw new Error('the server cannot collect its garbage: start it with --expose-gc');
  return readRssKb(server.pid);
}

/** Holds ever more waiting connect sessions on `server` (spawned with --expose-gc), then checks one still hears its wallet. */
export async function waitingSessions(server: SpawnedServer<{ port: number }>): Promise<WaitingReport> {
  const serverUrl = `http://127.0.0.1:${server.info.port}`;
  const pages: WaitingPage[] = [];
  const steps: WaitingStep[] = [];
  let stoppedBy: string | undefined;
  try {
    const baselineRssKb = await retainedRssKb(server);
    for (const count of WAITING_STEPS) {
      const failure = await openUntil(serverUrl, pages, count);
      const open = pages.filter((page) => page.socket.readyState === WebSocket.OPEN).length;
      steps.push({ sessions: pages.length, rssKb: await retainedRssKb(server), open });
      if (failure) {
        stoppedBy = failure.message;
        break;
      }
    }
    const first = pages[0];
    if (!first) throw new Error(`no connect session could be opened: ${stoppedBy}`);
    const started = performance.now();
    const heard = hear(first.socket, 'succeed', SESSION_DEADLINE_MS).then(() => performance.now());
    const [, heardAt] = await Promise.all([benchWallet(serverUrl).approve(deepLink(first.url)), heard]);
    return { baselineRssKb, steps, stoppedBy, approvalHeardMs: heardAt - started };
  } finally {
    for (const page of pages) page.socket.terminate();
  }
}
