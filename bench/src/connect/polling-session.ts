import { setTimeout as sleep } from 'node:timers/promises';
import { createConnectSession, createHttp, createTokenStore, type HttpRequest } from '@foyer/client';
import { CONNECT, createPageKey, deepLink, unsealFromServer, type ConnectResult, type PageKey } from '@foyer/core';
import { asVisitor, BROWSER_HEADERS } from '../bench-origin.js';
import { benchWallet } from './bench-wallet.js';
import { deadline, SESSION_DEADLINE_MS } from './deadline.js';

const GAVE_UP: ReadonlySet<string> = new Set(['error', 'busy', 'timeout']);

/** The SDK request function of a signed-out page on the app's origin (needs installPageGlobals). */
export function pageRequest(serverUrl: string): HttpRequest {
  const fetchAsPage: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries({ ...BROWSER_HEADERS, ...asVisitor() })) if (!headers.has(name)) headers.set(name, value);
    return fetch(input, { ...init, headers });
  };
  return createHttp({ baseUrl: serverUrl, tokens: createTokenStore('cookie'), fetch: fetchAsPage });
}

const unseal = async (sealed: string, token: string, page: PageKey) => JSON.parse(await unsealFromServer(page.privateKey, sealed, token)) as ConnectResult;

/** One page polling every CONNECT.checkIntervalMs: milliseconds from the wallet's approve() resolving to onSuccess. */
export async function pollingSession(serverUrl: string, request: HttpRequest): Promise<number> {
  let succeeded: (at: number) => void = () => undefined;
  let gaveUp: (error: Error) => void = () => undefined;
  const signedIn = new Promise<number>((resolve, reject) => {
    succeeded = resolve;
    gaveUp = reject;
  });
  const session = createConnectSession({ request, action: 'login', createPageKey, unseal, onSuccess: () => succeeded(performance.now()) });
  session.subscribe(({ status, error }) => {
    if (GAVE_UP.has(status)) gaveUp(new Error(`polling page went ${status}: ${error}`));
  });
  // start() also starts the poll timer; approving at a random moment of its period is what makes the wait honest.
  const approved = session
    .start()
    .then(() => sleep(Math.random() * CONNECT.checkIntervalMs))
    .then(() => benchWallet(serverUrl).approve(deepLink(session.getState().url)))
    .then(() => performance.now());
  try {
    const [approvedAt, signedInAt] = await Promise.all([approved, deadline(signedIn, SESSION_DEADLINE_MS, 'polling page waiting for succeed')]);
    return signedInAt - approvedAt;
  } finally {
    session.dispose();
  }
}
