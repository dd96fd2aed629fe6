import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/** A TCP relay to a service (Redis, PostgreSQL) that a test cuts and restores: a stand-in for a network outage or the service restarting, without touching the server other tests share. */
export interface TcpLink {
  /** The service URL with its host and port replaced by the link's. */
  url: string;
  /** Drops every connection through the link and refuses new ones until restored. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openTcpLink(serviceUrl: string, defaultPort: number): Promise<TcpLink> {
  const target = new URL(serviceUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || defaultPort), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stop = async () => {
    const closed = once(server, 'close');
    server.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(serviceUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
