import type { Server } from 'node:http';
import type { Foyer } from '@foyer/server';
import { createAdaptorServer } from '@hono/node-server';
import * as oidc from 'openid-client';
import { closeServer, listen } from '../listen.js';
import { notesApp, notesUrls } from './notes-app.js';

export interface RunningNotes {
  url: string;
  close(): Promise<void>;
}

/** Notes on its own port: registers itself with Foyer as any operator's app would, then discovers Foyer at its issuer (the app URL). */
export async function startNotes(foyer: Pick<Foyer, 'registerClient'>, issuer: string, port: number): Promise<RunningNotes> {
  let app: ReturnType<typeof notesApp> | undefined;
  const server = createAdaptorServer({ fetch: (request) => (app ? app.fetch(request) : new Response('Notes is starting', { status: 503 })) }) as Server;
  const bound = await listen(server, port);
  const url = `http://localhost:${bound}`;
  try {
    const urls = notesUrls(url);
    const client = await foyer.registerClient({ client_name: 'Notes (demo)', redirect_uris: [urls.callback], post_logout_redirect_uris: [urls.home] });
    // A local demo issuer is plain http, which openid-client refuses unless told.
    const execute = new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    const config = await oidc.discovery(new URL(issuer), client.client_id, client.client_secret, undefined, { execute });
    app = notesApp(config, url);
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url,
    close: () => closeServer(server),
  };
}
