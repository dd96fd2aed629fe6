import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createInterface } from 'node:readline';

export interface SpawnedServer<T> {
  info: T;
  pid: number;
  /** Writes a command line to the server's stdin and resolves with the next line it prints. */
  ask(command: string): Promise<string>;
  stop(): void;
}

const LOG_RECORD = '{"level":';

/** Starts a server script in its own process (so the load generator never shares its event loop) and reads its first JSON line. */
export function spawnServer<T>(script: string, args: string[] = [], nodeOptions: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<SpawnedServer<T>> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', new URL(script, import.meta.url).pathname, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  // A Foyer server's pino log shares stdout with the bench's lines; its records (which open with the level) go to stderr.
  const answers = new EventEmitter();
  createInterface({ input: child.stdout }).on('line', (line) => (line.startsWith(LOG_RECORD) ? process.stderr.write(`${line}\n`) : answers.emit('line', line)));
  const nextLine = () => new Promise<string>((resolve) => answers.once('line', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    void nextLine().then((line) => {
      resolve({
        info: JSON.parse(line) as T,
        pid: child.pid ?? 0,
        ask(command) {
          const answer = nextLine();
          child.stdin.write(`${command}\n`);
          return answer;
        },
        stop: () => child.kill(),
      });
    });
  });
}
