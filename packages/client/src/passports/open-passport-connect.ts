import { CONNECT, CONNECT_QUERY, createPageKey, deepLink, unsealFromServer, type StatusPollResponse, type TokenResponse } from '@foyer/core';
import { connectPath } from '../connect/connect-path.js';
import type { HttpRequest } from '../http/types.js';

const PENDING: ReadonlySet<string> = new Set(['created', 'scanned', 'busy']);

export type PassportConnectAction = 'issue-passport' | 'lost-passport';

/** A connect session a wallet answers to receive a passport: its deep link to show, and the wait for the wallet. */
export interface PassportConnect<T> {
  /** The deep link (and QR code content) the wallet opens. */
  link: string;
  /** Resolves with the page's unsealed result once the wallet approved; rejects with the server's message when refused or timed out. */
  done: Promise<T>;
  /** Stops waiting. */
  cancel(): void;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Opens a session of `action` with its parameters (`passportToken` for a link, `passportId` for a lost passport) and
 * polls it; the result is sealed to this page's key, so whoever else sees the QR code learns nothing.
 */
export async function openPassportConnect<T>(
  request: HttpRequest,
  action: PassportConnectAction,
  params: Record<string, string>,
  checkIntervalMs: number = CONNECT.checkIntervalMs,
): Promise<PassportConnect<T>> {
  const key = await createPageKey();
  const opened = await request<TokenResponse>(connectPath(action, 'token'), { query: { [CONNECT_QUERY.encryptionKey]: key.publicKey, ...params } });
  const stop = new AbortController();

  async function wait(): Promise<T> {
    const query = { [CONNECT_QUERY.token]: opened.token };
    for (;;) {
      const status = await request<StatusPollResponse & { result?: string }>(connectPath(action, 'status'), { query, auth: false, signal: stop.signal });
      if (status.status === 'succeed') return JSON.parse(await unsealFromServer(key.privateKey, status.result ?? '', opened.token)) as T;
      if (!PENDING.has(status.status)) throw new Error(status.error || status.status);
      await pause(checkIntervalMs, stop.signal);
      if (stop.signal.aborted) throw new Error('cancelled');
    }
  }

  return { link: deepLink(opened.url), done: wait(), cancel: () => stop.abort() };
}
