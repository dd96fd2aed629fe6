import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';
const READY_WITHIN_MS = 5000;

export interface PrivateRedis {
  url: string;
  /** SIGKILL: every client loses its connection and new ones are refused until start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with nothing in it. */
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves once the port accepts a connection. */
async function accepting(port: number): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (accepted) return;
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not accept within ${READY_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A redis-server of this test's own, without persistence, so stopping it disturbs no other test using the shared one. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await accepting(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
