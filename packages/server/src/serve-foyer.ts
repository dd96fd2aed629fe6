import { serve, type ServerType } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import type { FoyerConfig } from './config/config-schema.js';
import { createFoyer, type CreateFoyerOptions, type Foyer } from './create-foyer.js';

export interface ServeFoyerOptions extends CreateFoyerOptions {
  /** Interface to listen on; all of them when absent. */
  hostname?: string;
}

export interface ServedFoyer {
  foyer: Foyer;
  server: ServerType;
  /** The port actually bound (config.port may be 0). */
  port: number;
  close(): Promise<void>;
}

function listen(foyer: Foyer, sockets: WebSocketServer, port: number, hostname: string | undefined): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const websocket = { server: sockets };
    const server = serve({ fetch: foyer.app.fetch, websocket, port, hostname }, (info) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** createFoyer served over HTTP and websockets by @hono/node-server on config.port. */
export async function serveFoyer(config: FoyerConfig, options: ServeFoyerOptions = {}): Promise<ServedFoyer> {
  const foyer = await createFoyer(config, options);
  // Upgrade requests go through foyer.app, so the relay socket is a Hono route like any other.
  const sockets = new WebSocketServer({ noServer: true });
  try {
    const { server, port } = await listen(foyer, sockets, config.port, options.hostname);
    return {
      foyer,
      server,
      port,
      async close() {
        // An open socket would keep server.close() waiting for ever.
        for (const socket of sockets.clients) socket.terminate();
        await closeServer(server);
        await foyer.close();
      },
    };
  } catch (error) {
    await foyer.close();
    throw error;
  }
}
