import { WebSocket } from 'ws';

/** Pings every `everyMs`; a socket that did not answer the last ping is dead (a phone asleep, a proxy gone) and is ended. */
export function startHeartbeat(socket: WebSocket, everyMs: number): () => void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
