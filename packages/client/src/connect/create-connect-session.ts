import { CONNECT, formatMessage, validateNextWorkflow, type ConnectResult } from '@foyer/core';
import { createStatusGate } from './create-status-gate.js';
import { withDetail } from './error-detail.js';
import { isWalletCancel } from './is-wallet-cancel.js';
import { nextWorkflowToken } from '@foyer/core';
import { openRelaySocket, type RelaySocket } from './open-relay-socket.js';
import { requestConnectStatus, tellConnectTimeout } from './request-connect-status.js';
import { requestConnectToken } from './request-connect-token.js';
import { shouldUseSocket } from './should-use-socket.js';
import { statusErrorMessage } from './status-error-message.js';
import type {
  ConnectEvent,
  ConnectListener,
  ConnectSession,
  ConnectSessionOptions,
  ConnectView,
  ConnectPageKey,
  RelaySocketOptions,
  StatusAnswer,
} from './types.js';

/**
 * SPEC §9 leaves the connect timeout's default unstated; 5 minutes is long enough to find a phone and
 * approve, and short enough that an abandoned QR code does not stay valid. At the 2000 ms interval that
 * is 150 checks.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5 * 60_000;

/** A status answer or a relay event, before its status is known to be one of CONNECT_STATUSES. */
type Answer = Omit<StatusAnswer, 'status'> & { status: string };

/**
 * The browser side of one connect flow (SPEC §4): token, polling, chaining, success and close; framework-free.
 * Every new token (start, retry, regeneration, chained step) opens a new generation, and answers that
 * belong to an older one are dropped. Where the relay socket is used, each token has its own socket and polling
 * pauses while it is open; the check count still runs, so the timeout holds either way.
 */
export function createConnectSession<K extends ConnectPageKey = ConnectPageKey>(options: ConnectSessionOptions<K>): ConnectSession {
  const { request, action, locale, provider } = options;
  const now = options.now ?? Date.now;
  const interval = options.checkIntervalMs ?? CONNECT.checkIntervalMs;
  const closeDelay = options.successCloseDelayMs ?? CONNECT.successCloseDelayMs;
  const checksWithin = (timeoutMs?: number) => Math.floor((options.timeoutMs ?? timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS) / interval);
  const listeners = new Set<ConnectListener>();
  const gate = createStatusGate({ minSpacingMs: options.statusMinSpacingMs ?? CONNECT.statusMinSpacingMs, run: checkStatus, now });

  let state = blank();
  let generation = 0;
  let pageKey: K | undefined;
  let maxChecks = checksWithin();
  /** The socket settings, when the current token's answer allows the socket. */
  let relay: RelaySocketOptions | undefined;
  let socket: RelaySocket | undefined;
  let socketOpen = false;
  let controller: AbortController | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastUpdatedAt = Number.NEGATIVE_INFINITY;
  let listening = false;
  let disposed = false;

  function blank(): ConnectView {
    return {
      token: '',
      url: '',
      status: 'created',
      error: '',
      checkCount: 0,
      results: [],
      action,
      provider,
      extraParams: { ...options.extraParams },
      loading: false,
    };
  }

  function set(patch: Partial<ConnectView>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  }

  function isLive(): boolean {
    return !disposed && !state.loading && state.token !== '' && (state.status === 'created' || state.status === 'scanned');
  }

  /** Ends the current generation: no more polls, in-flight answers dropped, requests aborted, socket closed. */
  function halt(): void {
    generation += 1;
    controller?.abort();
    controller = undefined;
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
    gate.clear();
    closeSocket();
  }

  function closeSocket(): void {
    socket?.close();
    socket = undefined;
    socketOpen = false;
  }

  /** Listens on the relay for the current token; a drop, or a socket that never opens, leaves the page polling. */
  function openSocket(): void {
    if (!relay) return;
    try {
      socket = openRelaySocket({
        ...relay,
        token: state.token,
        onOpen() {
          socketOpen = true;
          // A chained step starts scanned, with the wallet already at work: catch up on what passed before the socket opened.
          if (state.status === 'scanned') gate.request();
        },
        onEvent: applyEvent,
        onDrop() {
          socket = undefined;
          socketOpen = false;
          if (isLive()) gate.request();
        },
      });
    } catch {
      // A socket the browser refuses outright (bad address, content policy) is one that never opened.
      socket = undefined;
    }
  }

  /** Every interval: a status request, or while the socket is open only a check counted towards the timeout. */
  function onTick(): void {
    if (!socketOpen) return gate.request();
    const checkCount = state.checkCount + 1;
    if (checkCount > maxChecks) void timeOut(checkCount);
    else set({ checkCount });
  }

  function clearClose(): void {
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    closeTimer = undefined;
  }

  function onVisibilityChange(): void {
    if (document.visibilityState === 'visible' && isLive()) gate.request();
  }

  function listen(): void {
    if (listening || typeof document === 'undefined') return;
    document.addEventListener('visibilitychange', onVisibilityChange);
    listening = true;
  }

  function unlisten(): void {
    if (!listening) return;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    listening = false;
  }

  function fail(error: string, status: 'error' | 'busy' = 'error'): void {
    halt();
    set({ status, error });
  }

  /** A new page key and token; the previous session, if any, is dropped. */
  async function begin(): Promise<void> {
    if (disposed) return;
    halt();
    clearClose();
    const current = generation;
    const aborter = new AbortController();
    controller = aborter;
    lastUpdatedAt = Number.NEGATIVE_INFINITY;
    set({ ...blank(), loading: true });
    try {
      const key = await options.createPageKey();
      if (current !== generation) return;
      const answer = await requestConnectToken(request, {
        action,
        publicKey: key.publicKey,
        locale,
        provider,
        query: options.query,
        extraParams: options.extraParams,
        signal: aborter.signal,
      });
      if (current !== generation) return;
      pageKey = key;
      maxChecks = checksWithin(answer.extra?.timeoutMs);
      relay = options.socket && shouldUseSocket({ ...options.socket, disableSocket: answer.extra?.disableSocket }) ? options.socket : undefined;
      set({
        token: answer.token,
        url: answer.url,
        appInfo: answer.appInfo,
        memberAppInfo: answer.memberAppInfo ?? undefined,
        connectedDid: answer.extra?.connectedDid,
        saveConnect: answer.extra?.saveConnect,
        loading: false,
      });
      listen();
      pollTimer = setInterval(onTick, interval);
      openSocket();
    } catch (error) {
      if (current !== generation) return;
      halt();
      set({ loading: false, status: 'error', error: withDetail(formatMessage('requestQrCodeFailed', {}, locale), error) });
    }
  }

  async function checkStatus(): Promise<void> {
    if (!isLive()) return;
    const current = generation;
    let answer: StatusAnswer;
    try {
      answer = await requestConnectStatus(request, { action, token: state.token, locale, provider, signal: controller?.signal });
    } catch (error) {
      if (current === generation) fail(withDetail(formatMessage('statusCheckFailed', {}, locale), error, ' '));
      return;
    }
    // While the socket is open the timer counts the checks.
    if (current === generation) await handle(answer, !socketOpen);
  }

  /** Applies one status answer (or relay event) of the current generation. */
  async function handle(answer: Answer, counted: boolean): Promise<void> {
    if (!isLive()) return;
    if (typeof answer.updatedAt === 'number') {
      if (answer.updatedAt < lastUpdatedAt) return;
      lastUpdatedAt = answer.updatedAt;
    }
    const checkCount = state.checkCount + (counted ? 1 : 0);
    const mfaCode = answer.mfaCode ?? state.mfaCode;
    const extraParams = answer.extraParams ? { ...state.extraParams, ...answer.extraParams } : state.extraParams;
    switch (answer.status) {
      case 'created':
      case 'scanned': {
        if (checkCount > maxChecks) return timeOut(checkCount);
        // A scanned session never falls back to created (SPEC §4).
        set({ status: state.status === 'scanned' ? 'scanned' : answer.status, checkCount, mfaCode, extraParams });
        return;
      }
      case 'succeed':
        set({ checkCount, mfaCode, extraParams });
        return succeed(answer);
      case 'timeout':
        // The server gave up on its own: nothing to tell it, just a new QR code.
        set({ status: 'timeout', checkCount });
        return begin();
      case 'error':
        if (state.status === 'scanned' && isWalletCancel(answer)) {
          options.onNotice?.(answer.error || formatMessage('authDeclined', {}, locale));
          return begin();
        }
        return fail(statusErrorMessage('error', answer.error, locale));
      case 'busy':
        return fail(statusErrorMessage('busy', answer.error, locale), 'busy');
      case 'forbidden':
        return fail(statusErrorMessage('forbidden', answer.error, locale));
      default:
        return fail(formatMessage('invalidSessionStatus', { status: answer.status }, locale));
    }
  }

  function timeOut(checkCount: number): Promise<void> {
    const token = state.token;
    halt();
    set({ status: 'timeout', checkCount });
    void tellConnectTimeout(request, action, token);
    return begin();
  }

  async function succeed(answer: Answer): Promise<void> {
    const current = generation;
    const token = state.token;
    let nextWorkflow: string | undefined;
    if (answer.nextWorkflow !== undefined && answer.nextWorkflow !== '') {
      const checked = validateNextWorkflow(answer.nextWorkflow);
      if (!checked.ok) return fail(formatMessage(checked.error.code, checked.error.params, locale));
      nextWorkflow = checked.value;
    }
    let result: ConnectResult;
    try {
      result = options.unseal && answer.result !== undefined && pageKey ? await options.unseal(answer.result, token, pageKey) : { ...answer };
    } catch (error) {
      if (current === generation) fail(withDetail(formatMessage('unknown', {}, locale), error));
      return;
    }
    if (current !== generation) return;
    const results = [...state.results, result];
    if (nextWorkflow !== undefined) {
      // Chain: the next step is a new session token; the flow goes on from scanned with fresh counters.
      generation += 1;
      gate.clear();
      closeSocket();
      lastUpdatedAt = Number.NEGATIVE_INFINITY;
      set({ token: nextWorkflowToken(nextWorkflow), nextWorkflow, status: 'scanned', checkCount: 0, mfaCode: undefined, error: '', results });
      openSocket();
      return;
    }
    halt();
    const closeAt = now() + closeDelay;
    set({ status: 'succeed', nextWorkflow: undefined, results, closeAt });
    closeTimer = setTimeout(() => {
      closeTimer = undefined;
      options.onClose?.();
    }, closeDelay);
    options.onSuccess?.(results, state);
  }

  function applyEvent(event: ConnectEvent): void {
    if (!isLive()) return;
    if (event.token !== undefined && event.token !== state.token) return;
    if (typeof event.updatedAt === 'number' && event.updatedAt < lastUpdatedAt) return;
    // The result and nextWorkflow only come with the status answer: fetch it (spacing respected).
    if (event.status === 'succeed') return gate.request();
    void handle({ status: event.status, error: event.error, mfaCode: event.mfaCode, updatedAt: event.updatedAt }, false);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (disposed || state.loading || isLive()) return Promise.resolve();
      return begin();
    },
    retry() {
      return begin();
    },
    cancel() {
      if (isLive()) void tellConnectTimeout(request, action, state.token);
      halt();
      clearClose();
      set(blank());
    },
    applyEvent,
    dispose() {
      if (disposed) return;
      halt();
      clearClose();
      unlisten();
      disposed = true;
      listeners.clear();
    },
  };
}
