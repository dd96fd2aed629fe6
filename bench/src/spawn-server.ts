import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SpawnedServer<T> {
  info: T;
  stop(): void;
}

/** Starts a server script in its own process (so the load generator never shares its event loop) and reads its first JSON line. */
export function spawnServer<T>(script: string, args: string[] = []): Promise<SpawnedServer<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ info: JSON.parse(line) as T, stop: () => child.kill() });
    });
  });
}
