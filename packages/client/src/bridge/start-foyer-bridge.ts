import {
  BRIDGE_EVENT_DELAYS_MS,
  BRIDGE_MESSAGE_TYPE,
  FoyerError,
  type BridgeEventMessage,
  type BridgeEventName,
  type BridgePayload,
  type BridgeRequestMessage,
  type BridgeResponseMessage,
  type SessionUser,
} from '@foyer/core';
import type { SessionEvent } from '../session/current-user.js';
import type { FoyerClient } from '../client/create-foyer-client.js';
import { getVisitorId } from '../storage/visitor-id.js';
import { bridgePayload } from './bridge-payload.js';
import { framingOrigin } from './framing-origin.js';
import { isAllowedOrigin } from './is-allowed-origin.js';
import { isBridgeRequest } from './is-bridge-message.js';

export interface FoyerBridgeOptions {
  client: Pick<FoyerClient, 'user' | 'onChange'>;
  /** The app's pid, for the payload. */
  appPid: string;
  /** Who may hear this app: its URL's origin, its domain aliases (origins or bare hosts), the trusted domains of its federation. */
  allowedOrigins: readonly string[];
  /** The Foyer page's window; `window` by default. */
  page?: Window;
}

export interface FoyerBridge {
  /** The host's exact origin every message is posted to. */
  readonly hostOrigin: string;
  /** Tells the host of what the client's session events do not show (a switch, a bound wallet, a cancel), about `user` or nobody. */
  notify(event: BridgeEventName, user?: SessionUser | null): void;
  stop(): void;
}

const samePayload = (a: BridgePayload, b: BridgePayload) => a.fullName === b.fullName && a.sourceAppPid === b.sourceAppPid;

/**
 * The Foyer side of the host bridge (SPEC §7): when this page runs in a frame of an allowed origin, tells that host each
 * change of the session after its SPEC §9 delay, posted to the host's exact origin only, and answers its getVisitorId
 * and autoLogin requests, heeding only messages from that origin and that window. Null when not framed or not allowed.
 */
export function startFoyerBridge({ client, appPid, allowedOrigins, page = window }: FoyerBridgeOptions): FoyerBridge | null {
  const framedBy = framingOrigin(page);
  if (!framedBy || !isAllowedOrigin(framedBy, allowedOrigins)) return null;
  const hostOrigin = framedBy;
  const host = page.parent;
  const queue: { message: BridgeEventMessage; dueAt: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const payloadOf = (user: SessionUser | null) => bridgePayload(user, appPid, page.location.host);
  let announced: BridgePayload | null = null;

  // One timer walks the queue, so the host hears events in the order they happened: none overtakes an earlier one still
  // waiting out its delay. onChange goes with the sign-in or sign-out it follows, after the same delay.
  function send(event: BridgeEventName, payload: BridgePayload, delayMs: number = BRIDGE_EVENT_DELAYS_MS[event]): void {
    queue.push({ message: { type: BRIDGE_MESSAGE_TYPE, event, payload }, dueAt: Date.now() + delayMs });
    if (queue.length === 1) schedule();
  }

  function schedule(): void {
    const [next] = queue;
    if (!next) return;
    timer = setTimeout(() => {
      for (let due = queue[0]; due && due.dueAt <= Date.now(); due = queue[0]) {
        queue.shift();
        host.postMessage(due.message, hostOrigin);
      }
      schedule();
    }, Math.max(0, next.dueAt - Date.now()));
  }

  function announce(event: 'onLogin' | 'onLogout', payload: BridgePayload): void {
    send(event, payload);
    send('onChange', payload, BRIDGE_EVENT_DELAYS_MS[event]);
  }

  function onSession({ type, user }: SessionEvent): void {
    const previous = announced;
    announced = user && payloadOf(user);
    if (!announced) {
      if (previous) announce('onLogout', previous);
    } else if (previous?.did !== announced.did) announce('onLogin', announced);
    else if (!samePayload(previous, announced)) send('onRefreshUser', announced);
    // A reload of an unchanged user (as every sign-in ends with) tells the host nothing new.
    else if (type === 'refresh') send('onRefreshToken', announced);
  }

  function answer(request: BridgeRequestMessage): BridgeResponseMessage {
    const base = { type: BRIDGE_MESSAGE_TYPE, id: request.id } as const;
    if (request.request === 'getVisitorId') return { ...base, result: getVisitorId() };
    if (client.user) return { ...base, result: payloadOf(client.user) };
    const refusal = new FoyerError('bridgeNoUser');
    return { ...base, error: { message: refusal.message, code: refusal.status } };
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== hostOrigin || event.source !== host || !isBridgeRequest(event.data)) return;
    host.postMessage(answer(event.data), hostOrigin);
  }

  const stopListening = client.onChange(onSession);
  page.addEventListener('message', onMessage);
  if (client.user) onSession({ type: 'login', user: client.user });

  return {
    hostOrigin,
    notify(event, user = client.user) {
      send(event, payloadOf(user));
    },
    stop() {
      stopListening();
      page.removeEventListener('message', onMessage);
      clearTimeout(timer);
      queue.length = 0;
    },
  };
}
