import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_PATHS } from '@foyer/core';
import { startDemo, type RunningDemo } from '../../../apps/demo/src/start-demo.js';
import { freePort } from './free-port.js';

/** One built demo with Foyer over a data directory of its own, so its own SQLite database and app key. */
export interface DemoInstance {
  url: string;
  /** Notes, the demo relying party that signs in with this Foyer over OpenID Connect. */
  rpUrl: string;
  close(): Promise<void>;
}

export interface DemoInstanceOptions {
  /** Where the mail goes. */
  smtpUrl: string;
  /** The host of its app URL: `localhost` by default; the server answers on every address. */
  host?: string;
  /** A free one if left out. */
  port?: number;
  /** Server settings on top of the instance's own. */
  env?: Record<string, string>;
}

async function expectLoginPageBuilt(url: string): Promise<void> {
  const response = await fetch(`${url}${SERVER_PATHS.loginPage}`);
  if (!response.ok) throw new Error(`The login page answered ${response.status}: ${await response.text()}`);
}

export async function startDemoInstance({ smtpUrl, host = 'localhost', port, env }: DemoInstanceOptions): Promise<DemoInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  let demo: RunningDemo | undefined;
  try {
    const bound = port ?? (await freePort());
    demo = await startDemo({
      port: bound,
      rpPort: 0,
      // Warnings and errors only: an access line per request would bury the test output. Every party of a test
      // (members, space provider, stand-ins) runs on this machine, which only FOYER_ALLOW_PRIVATE_OUTBOUND lets the server call.
      env: { FOYER_APP_URL: `http://${host}:${bound}`, FOYER_SMTP_URL: smtpUrl, FOYER_DATA_DIR: dataDir, FOYER_LOG_LEVEL: 'warn', FOYER_ALLOW_PRIVATE_OUTBOUND: '1', ...env },
    });
    await expectLoginPageBuilt(demo.url);
    const running = demo;
    return {
      url: running.url,
      rpUrl: running.rpUrl,
      async close() {
        await running.close();
        await removeData();
      },
    };
  } catch (error) {
    await demo?.close();
    await removeData();
    throw error;
  }
}
