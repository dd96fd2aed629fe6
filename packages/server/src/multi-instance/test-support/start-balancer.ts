import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** One request the balancer passed on: to which target (its index), for what, and whether it was a websocket upgrade. */
export interface Routed {
  target: number;
  method: string;
  path: string;
  upgrade: boolean;
}

export interface Balancer {
  /** Base URL the balancer listens on. */
  url: string;
  /** Every request passed on so far, oldest first. */
  routed: Routed[];
  close(): Promise<void>;
}

function refuse(error: Error, target: IncomingMessage, reply: ServerResponse | Socket): void {
  // A target that is down answers 502, as a real balancer would, instead of crashing the test process.
  if ('writeHead' in reply) {
    if (!reply.headersSent) reply.writeHead(502, { 'content-type': 'text/plain' });
    reply.end(`Bad gateway: ${error.message} (${target.url ?? ''})`);
  } else {
    reply.destroy();
  }
}

/** A round-robin load balancer (http-proxy-3) on an ephemeral loopback port over `targets`, passing on HTTP and websocket upgrades. */
export async function startBalancer(targets: string[]): Promise<Balancer> {
  if (targets.length === 0) throw new Error('startBalancer needs at least one target');
  // xfwd adds X-Forwarded-For, so instances that trust loopback see each caller's own address.
  const proxy = createProxyServer({ xfwd: true });
  proxy.on('error', refuse);
  const routed: Routed[] = [];
  let next = 0;
  const pick = (request: IncomingMessage, upgrade: boolean) => {
    const target = next;
    next = (next + 1) % targets.length;
    routed.push({ target, method: request.method ?? 'GET', path: request.url ?? '/', upgrade });
    return targets[target];
  };

  // Upgraded sockets leave the server's connection list, so they are kept here to be closed with it.
  const upgraded = new Set<Socket>();
  const server = createServer((request, response) => proxy.web(request, response, { target: pick(request, false) }));
  server.on('upgrade', (request: IncomingMessage, duplex, head: Buffer) => {
    // Node hands an upgrade its net.Socket, typed only as a Duplex.
    const socket = duplex as Socket;
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    proxy.ws(request, socket, head, { target: pick(request, true) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    async close() {
      for (const socket of upgraded) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      proxy.close();
    },
  };
}
