import { CONNECT_QUERY, RELAY_SOCKET_PATH } from '@foyer/core';
import { buildUrl } from '../http/build-url.js';
import type { ConnectEvent, RelaySocketOptions } from './types.js';

export interface RelaySocketInput extends RelaySocketOptions {
  /** The connect session to hear about. */
  token: string;
  onOpen(): void;
  onEvent(event: ConnectEvent): void;
  /** The socket closed, or never opened; not called after close(). */
  onDrop(): void;
}

export interface RelaySocket {
  /** Closes the socket; no callback fires after this. */
  close(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An `updated` message of the relay as a ConnectEvent; anything else as undefined. */
function eventOf(data: unknown): ConnectEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || message['event'] !== 'updated' || typeof message['status'] !== 'string') return undefined;
  const { token, error, mfaCode, updatedAt } = message;
  return {
    status: message['status'],
    token: typeof token === 'string' ? token : undefined,
    error: typeof error === 'string' ? error : undefined,
    mfaCode: typeof mfaCode === 'number' ? mfaCode : undefined,
    updatedAt: typeof updatedAt === 'number' ? updatedAt : undefined,
  };
}

/** Opens the relay socket (RELAY_SOCKET_PATH) for one connect token and feeds its `updated` events to onEvent. */
export function openRelaySocket({
  baseUrl,
  token,
  WebSocket = globalThis.WebSocket,
  pageUrl = globalThis.location?.href,
  onOpen,
  onEvent,
  onDrop,
}: RelaySocketInput): RelaySocket {
  const url = new URL(buildUrl(baseUrl, RELAY_SOCKET_PATH, { [CONNECT_QUERY.token]: token }), pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url.href);
  let closed = false;
  const drop = () => {
    if (closed) return;
    closed = true;
    onDrop();
  };
  socket.addEventListener('open', () => {
    if (!closed) onOpen();
  });
  socket.addEventListener('message', ({ data }) => {
    const event = closed ? undefined : eventOf(data);
    if (event) onEvent(event);
  });
  // A socket that fails reports 'error' and then 'close'; either one is the drop.
  socket.addEventListener('error', drop);
  socket.addEventListener('close', drop);
  return {
    close() {
      closed = true;
      socket.close();
    },
  };
}
