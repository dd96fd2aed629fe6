import type { ConnectResult, ConnectSessionState, ExtraParams, Locale, Provider, StatusPollResponse } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';

/** The page's ephemeral key pair (DESIGN "Wallet protocol"): only `publicKey` is sent, as `_ek_`. */
export interface ConnectPageKey {
  publicKey: string;
}

/** A status answer: on `succeed`, `result` is the step's login result sealed to the page key. */
export interface StatusAnswer extends StatusPollResponse {
  result?: string;
}

/** What the relay pushes as an 'updated' event (SPEC §4); `token`, when present, must be the current one. */
export interface ConnectEvent {
  status: string;
  error?: string;
  mfaCode?: number;
  updatedAt?: number;
  token?: string;
}

/** The part of the WHATWG WebSocket the relay socket uses; `ws`'s WebSocket has it too. */
export interface RelayWebSocket {
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export type RelayWebSocketConstructor = new (url: string) => RelayWebSocket;

/** Where and how a page reaches the relay socket (SPEC §4); the defaults are the browser's own. */
export interface RelaySocketOptions {
  /** The Foyer server's base URL as the SDK's requests use it; '' for the page's own origin. */
  baseUrl: string;
  /** Default globalThis.WebSocket. */
  WebSocket?: RelayWebSocketConstructor;
  /** Default location.href. */
  pageUrl?: string;
  /** Default navigator.userAgent. */
  userAgent?: string;
}

/** The connect-session state (SPEC §3) plus what a view needs around it. */
export interface ConnectView extends ConnectSessionState {
  /** A token request is under way (start, retry or automatic regeneration). */
  loading: boolean;
  /** Epoch ms at which the view closes after a final success (SPEC §9 close delay). */
  closeAt?: number;
}

/** Query parameters of the token request besides `_ek_`, `locale` and `provider`. */
export interface ConnectTokenQuery {
  forceConnected?: string;
  autoConnect?: boolean;
  visitorId?: string;
  sourceToken?: string;
  sourceAppPid?: string;
  /** The invite link's DID (see rememberInviter), for a wallet that signs up. */
  inviter?: string;
}

export interface ConnectSessionOptions<K extends ConnectPageKey = ConnectPageKey> {
  /** The SDK request function (createHttp, possibly wrapped by withRefresh). */
  request: HttpRequest;
  /** The `{action}` path segment, such as `login`. */
  action: string;
  /** Makes a new page key per session; the real one is `createPageKey` of @foyer/core. */
  createPageKey: () => K | Promise<K>;
  /** Opens a step's sealed `result`; without it the raw status answer is collected. */
  unseal?: (sealed: string, token: string, pageKey: K) => ConnectResult | Promise<ConnectResult>;
  locale?: Locale;
  provider?: Provider;
  extraParams?: ExtraParams;
  query?: ConnectTokenQuery;
  /** Poll period; default CONNECT.checkIntervalMs (2000 ms). */
  checkIntervalMs?: number;
  /** Minimum gap between two status requests; default CONNECT.statusMinSpacingMs (500 ms). */
  statusMinSpacingMs?: number;
  /** Delay between final success and onClose; default CONNECT.successCloseDelayMs (2000 ms). */
  successCloseDelayMs?: number;
  /** A session times out after timeoutMs / checkIntervalMs checks; default the token's `extra.timeoutMs`, else 5 minutes. */
  timeoutMs?: number;
  /** Hear status changes on the relay socket instead of polling, where shouldUseSocket allows; polling only without it. */
  socket?: RelaySocketOptions;
  /** Fires once per flow, with the results of every chained step. */
  onSuccess?: (results: ConnectResult[], state: ConnectView) => void;
  /** Fires successCloseDelayMs after onSuccess. */
  onClose?: () => void;
  /** A one-off message, such as the wallet having declined (the session regenerates by itself). */
  onNotice?: (message: string) => void;
  now?: () => number;
}

export type ConnectListener = (state: ConnectView) => void;

export interface ConnectSession {
  getState(): ConnectView;
  /** Calls the listener on every state change; returns the unsubscribe function. */
  subscribe(listener: ConnectListener): () => void;
  /** Requests a first token and starts polling. Calling it again while live does nothing. */
  start(): Promise<void>;
  /** Drops the current session (if any) and starts a new one: the Retry button. */
  retry(): Promise<void>;
  /** Stops polling and tells the server a live session was given up: the Back button. */
  cancel(): void;
  /** Applies a relay event; older ones than the last applied `updatedAt` are ignored. */
  applyEvent(event: ConnectEvent): void;
  /** Stops everything: timers, listeners, requests. The session cannot be restarted. */
  dispose(): void;
}
