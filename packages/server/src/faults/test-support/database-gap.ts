import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/** A TCP hop in front of PostgreSQL: a stand-in for the database restarting, without touching the server other tests share. */
export interface DatabaseGap {
  /** The database URL with its host and port replaced by the hop's. */
  url: string;
  /** Drops every open connection and refuses new ones, as a database going down does. */
  open(): Promise<void>;
  /** Accepts connections again on the same port, as the database back up does. */
  close(): Promise<void>;
  shutDown(): Promise<void>;
}

export async function startDatabaseGap(databaseUrl: string): Promise<DatabaseGap> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
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
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    open: stop,
    close: () => listen(port),
    shutDown: async () => {
      if (server.listening) await stop();
    },
  };
}
