import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFoyer, loadConfig } from '@foyer/server';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { demoApp } from './demo-app.js';

const DEMO_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

export interface StartDemoOptions {
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** FOYER_* settings; process.env by default. */
  env?: Record<string, string | undefined>;
}

export interface RunningDemo {
  url: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** The built demo and Foyer on one port, as a host app would mount Foyer; websocket upgrades (the relay) go through the app too. */
export async function startDemo({ port, env = process.env }: StartDemoOptions = {}): Promise<RunningDemo> {
  if (!existsSync(join(DEMO_DIST, 'index.html'))) throw new Error(`The demo is not built (no index.html in ${DEMO_DIST}): run npm run build`);
  const config = loadConfig({ env: port === undefined ? env : { ...env, PORT: String(port) } });
  // Foyer is created once the port is bound, so requests wait for the app it makes.
  let resolveApp!: (app: Hono<{ Bindings: HttpBindings }>) => void;
  const app = new Promise<Hono<{ Bindings: HttpBindings }>>((resolve) => (resolveApp = resolve));
  const sockets = new WebSocketServer({ noServer: true });
  // Without a createServer option it is a node:http Server.
  const server = createAdaptorServer({ fetch: async (request, bindings) => (await app).fetch(request, bindings), websocket: { server: sockets } }) as Server;
  const bound = await listen(server, config.port);
  // With port 0 the default app URL names port 0; the real port is known only once bound.
  const appUrl = config.appUrl === 'http://localhost:0' ? `http://localhost:${bound}` : config.appUrl;
  const foyer = await createFoyer({ ...config, port: bound, appUrl }).catch((error: unknown) => {
    server.close();
    throw error;
  });
  resolveApp(demoApp(foyer, DEMO_DIST));
  return {
    url: appUrl,
    async close() {
      // An open socket would keep server.close() waiting for ever.
      for (const socket of sockets.clients) socket.terminate();
      await closeServer(server);
      await foyer.close();
    },
  };
}
