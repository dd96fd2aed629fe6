import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

/** A TCP relay to Redis that a test can cut and restore, as a network outage between one instance and Redis would. */
export interface RedisLink {
  /** redis:// URL that reaches Redis through the link. */
  url: string;
  /** Drops every connection through the link and refuses new ones until restored. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openRedisLink(redisUrl: string): Promise<RedisLink> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket)).on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = async (port: number) => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const stop = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return {
    url: url.toString(),
    cut: stop,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}
