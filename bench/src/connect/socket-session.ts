import { setTimeout as sleep } from 'node:timers/promises';
import { CONNECT, CONNECT_QUERY, deepLink, unsealFromServer } from '@foyer/core';
import { BROWSER_HEADERS } from '../bench-origin.js';
import { benchWallet } from './bench-wallet.js';
import { SESSION_DEADLINE_MS } from './deadline.js';
import { LOGIN, openConnect, type OpenedConnect } from './open-connect.js';
import { hear, openRelaySocket } from './relay-socket.js';

/** GET /status once the relay said succeed, and the sealed result opened: only then does the page hold its session. */
async function signIn(serverUrl: string, { page, token }: OpenedConnect): Promise<number> {
  const response = await fetch(`${serverUrl}${LOGIN}/status?${CONNECT_QUERY.token}=${token}`, { headers: BROWSER_HEADERS });
  const { status, result } = (await response.json()) as { status: string; result?: string };
  if (status !== 'succeed' || !result) throw new Error(`GET /status answered ${status} without a result`);
  const login = JSON.parse(await unsealFromServer(page.privateKey, result, token)) as { sessionToken?: string };
  if (!login.sessionToken) throw new Error('the unsealed result has no session token');
  return performance.now();
}

/** One page on the relay socket: milliseconds from the wallet's approve() resolving to the page being signed in. */
export async function socketSession(serverUrl: string): Promise<number> {
  const opened = await openConnect(serverUrl);
  const socket = await openRelaySocket(serverUrl, opened.token);
  try {
    // The same random moment in the poll period as the polling page, so both modes put the same load on the server.
    const approved = sleep(Math.random() * CONNECT.checkIntervalMs)
      .then(() => benchWallet(serverUrl).approve(deepLink(opened.url)))
      .then(() => performance.now());
    const signedIn = hear(socket, 'succeed', SESSION_DEADLINE_MS).then(() => signIn(serverUrl, opened));
    const [approvedAt, signedInAt] = await Promise.all([approved, signedIn]);
    return signedInAt - approvedAt;
  } finally {
    socket.terminate();
  }
}
