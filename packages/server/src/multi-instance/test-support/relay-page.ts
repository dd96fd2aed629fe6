import { CONNECT_QUERY, RELAY_SOCKET_PATH } from '@foyer/core';
import { WebSocket } from 'ws';
import type { Reachable } from '../../features/connect/test-support/connect-page.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';

const HEAR_WITHIN_MS = 5000;

export interface RelayPage {
  /** performance.now() when the socket first heard `status` for the page's session. */
  heard(status: string): Promise<number>;
  close(): void;
}

/** A login page's relay socket on `token`, opened from the app's origin, that notes when each status arrives. */
export function listenOnRelay(server: Reachable, token: string): Promise<RelayPage> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${RELAY_SOCKET_PATH}?${CONNECT_QUERY.token}=${token}`, { origin: TEST_APP_URL });
  const heardAt = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.on('message', (data) => {
    const at = performance.now();
    const { event, status } = JSON.parse(String(data)) as { event: string; status: string };
    if (event !== 'updated' || heardAt.has(status)) return;
    heardAt.set(status, at);
    waiting.get(status)?.(at);
  });
  const page: RelayPage = {
    heard(status) {
      const at = heardAt.get(status);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the page's socket heard no ${status} within ${HEAR_WITHIN_MS} ms`)), HEAR_WITHIN_MS);
        waiting.set(status, (heard) => {
          clearTimeout(timer);
          resolve(heard);
        });
      });
    },
    close: () => socket.terminate(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(page));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`relay socket refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
