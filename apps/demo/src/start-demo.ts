import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFoyer, loadConfig } from '@foyer/server';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { demoApp } from './demo-app.js';
import { DEMO_COLLECTION_NAME, demoCollection } from './demo-collection.js';
import { closeServer, listen } from './listen.js';
import { notesPort } from './relying-party/notes-port.js';
import { startNotes } from './relying-party/start-notes.js';

const DEMO_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

export interface StartDemoOptions {
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** Overrides FOYER_DEMO_RP_PORT, the port of Notes, the demo relying party (Foyer's port + 1 by default); 0 picks a free port. */
  rpPort?: number;
  /** FOYER_* settings; process.env by default. */
  env?: Record<string, string | undefined>;
}

export interface RunningDemo {
  url: string;
  /** Notes, the demo app that signs in with Foyer over OpenID Connect. */
  rpUrl: string;
  close(): Promise<void>;
}

/** The built demo and Foyer on one port, as a host app would mount Foyer; websocket upgrades (the relay) go through the app too. */
export async function startDemo({ port, rpPort, env = process.env }: StartDemoOptions = {}): Promise<RunningDemo> {
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
  // Unless FOYER_NFT_COLLECTIONS names others, the demo accepts its own collection, whose test NFTs it hands out.
  const collection = await demoCollection(config.dataDir);
  const nftCollections = config.nftCollections.length > 0 ? config.nftCollections : [{ issuer: collection.did, name: DEMO_COLLECTION_NAME }];
  const foyer = await createFoyer({ ...config, nftCollections, port: bound, appUrl }).catch((error: unknown) => {
    server.close();
    throw error;
  });
  resolveApp(demoApp(foyer, DEMO_DIST, collection, { gallery: config.mode === 'development' }));
  async function closeFoyer() {
    // An open socket would keep server.close() waiting for ever.
    for (const socket of sockets.clients) socket.terminate();
    await closeServer(server);
    await foyer.close();
  }
  const notes = await startNotes(foyer, appUrl, rpPort ?? notesPort(env, bound)).catch(async (error: unknown) => {
    await closeFoyer();
    throw error;
  });
  return {
    url: appUrl,
    rpUrl: notes.url,
    async close() {
      await notes.close();
      await closeFoyer();
    },
  };
}
