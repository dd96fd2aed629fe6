import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { pageRequest, type TestServer } from '../../test-support/start-test-server.js';

const ENTRY = fileURLToPath(new URL('./fault-instance.ts', import.meta.url));
const START_WITHIN_MS = 20_000;

export interface InstanceEnv {
  FAULT_DATABASE_URL: string;
  FAULT_SCHEMA: string;
  FAULT_REDIS_URL: string;
  FAULT_REDIS_PREFIX: string;
  FAULT_SMTP_URL?: string;
  /** Listen here, as a restarted instance takes its predecessor's address; an ephemeral port otherwise. */
  FAULT_PORT?: string;
}

export interface SpawnedInstance extends Pick<TestServer, 'url' | 'request'> {
  port: number;
  /** SIGKILL, as `kill -9` would: no close hooks, no flushed writes; resolves once the process is gone. */
  kill(): Promise<void>;
}

async function portOf(child: ChildProcess): Promise<number> {
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(String(chunk)));
  const timer = setTimeout(() => child.kill('SIGKILL'), START_WITHIN_MS);
  try {
    for await (const line of lines) {
      const port = (JSON.parse(line) as { port?: number }).port;
      // Logs keep coming on stdout after the first line; left unread, a full pipe would stall the instance.
      if (port) return port;
    }
    throw new Error(`the instance exited before listening: ${stderr.join('')}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * fault-instance.ts in one child process (node --import tsx: no tsx wrapper process to outlive a SIGKILL), reading the
 * workspace packages' sources as vitest does (the `source` export condition), on the store and Redis prefix `env` names. */
export async function spawnInstance(env: InstanceEnv): Promise<SpawnedInstance> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ENTRY], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = once(child, 'exit');
  const port = await portOf(child);
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    request: pageRequest(url),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
