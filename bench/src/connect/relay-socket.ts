import { CONNECT_QUERY, RELAY_SOCKET_PATH } from '@foyer/core';
import { WebSocket } from 'ws';
import { BENCH_ORIGIN } from '../bench-origin.js';
import { deadline } from './deadline.js';

interface RelayEvent {
  event: string;
  token: string;
  status: string;
}

/** The page's relay socket on `token`, sent from the app's origin as the server requires. */
export function openRelaySocket(serverUrl: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${serverUrl.replace('http', 'ws')}${RELAY_SOCKET_PATH}?${CONNECT_QUERY.token}=${token}`, { origin: BENCH_ORIGIN });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`relay socket refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Resolves when the socket hears an `updated` event with `status`. */
export function hear(socket: WebSocket, status: string, timeoutMs: number): Promise<void> {
  let listener: ((data: unknown) => void) | undefined;
  const heard = new Promise<void>((resolve) => {
    listener = (data) => {
      const event = JSON.parse(String(data)) as RelayEvent;
      if (event.event === 'updated' && event.status === status) resolve();
    };
    socket.on('message', listener);
  });
  return deadline(heard, timeoutMs, `relay socket waiting for ${status}`).finally(() => {
    if (listener) socket.off('message', listener);
  });
}
