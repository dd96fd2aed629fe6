import { pathToFileURL } from 'node:url';
import { createFoyer, loadConfig } from '@foyer/server';
import { serve } from '@hono/node-server';
import { exampleApp } from './app.js';

/** Foyer from the FOYER_* settings (SQLite under FOYER_DATA_DIR), and the app with it on PORT. */
export async function startExample(env: Record<string, string | undefined> = process.env) {
  const foyer = await createFoyer(loadConfig({ env }));
  const server = serve({ fetch: exampleApp(foyer).fetch, port: foyer.config.port });
  await new Promise((listening, failed) => server.once('listening', listening).once('error', failed));
  return {
    url: foyer.config.appUrl,
    async close() {
      await new Promise((closed) => server.close(closed));
      await foyer.close();
    },
  };
}

// Run as `npm start`; the test calls startExample itself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startExample();
  console.log(`Listening on ${url}`);
}
