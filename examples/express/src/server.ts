import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createFoyer, loadConfig } from '@foyer/server';
import { exampleApp } from './app.js';

export interface RunningExample {
  url: string;
  close(): Promise<void>;
}

/** Step 2 and 8: Foyer from FOYER_* settings (SQLite under FOYER_DATA_DIR by default), served with the Express app on one port. */
export async function startExample(env: Record<string, string | undefined> = process.env): Promise<RunningExample> {
  const config = loadConfig({ env });
  // Foyer needs its public URL; with PORT=0 it is known only once the port is bound, so requests wait for the app.
  let ready!: (app: RequestListener) => void;
  const app = new Promise<RequestListener>((resolve) => (ready = resolve));
  const server = createServer((req, res) => void app.then((listener) => listener(req, res)));
  await new Promise<void>((resolve) => server.listen(config.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const appUrl = env.FOYER_APP_URL ?? `http://127.0.0.1:${port}`;
  const foyer = await createFoyer({ ...config, port, appUrl });
  ready(exampleApp(foyer));
  return {
    url: appUrl,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await foyer.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startExample();
  console.log(`Example listening on ${url}`);
}
