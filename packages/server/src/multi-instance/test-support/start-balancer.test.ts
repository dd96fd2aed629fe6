import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startBalancer, type Balancer } from './start-balancer.js';

/** A plain HTTP and websocket server that answers with its own name and what it was asked. */
async function startNamed(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => response.end(JSON.stringify({ name, path: request.url, forwardedFor: request.headers['x-forwarded-for'] })));
  new WebSocketServer({ server }).on('connection', (socket) => socket.send(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('startBalancer', () => {
  let targets: { url: string; server: Server }[];
  let balancer: Balancer;

  beforeAll(async () => {
    targets = [await startNamed('A'), await startNamed('B')];
    balancer = await startBalancer(targets.map((target) => target.url));
  });

  afterAll(async () => {
    await balancer?.close();
    for (const target of targets ?? []) {
      target.server.closeAllConnections();
      await close(target.server);
    }
  });

  it('passes requests to its targets in turn, adding X-Forwarded-For, and logs which served each', async () => {
    const answers = [];
    for (const path of ['/one', '/two', '/three']) answers.push(await (await fetch(`${balancer.url}${path}`)).json());
    expect(answers.map(({ name, path }) => [name, path])).toEqual([
      ['A', '/one'],
      ['B', '/two'],
      ['A', '/three'],
    ]);
    expect(answers.every(({ forwardedFor }) => forwardedFor === '127.0.0.1')).toBe(true);
    expect(balancer.routed.slice(-3)).toEqual([
      { target: 0, method: 'GET', path: '/one', upgrade: false },
      { target: 1, method: 'GET', path: '/two', upgrade: false },
      { target: 0, method: 'GET', path: '/three', upgrade: false },
    ]);
  });

  it('passes websocket upgrades on, in the same turn', async () => {
    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(`${balancer.url.replace('http', 'ws')}/socket`);
      socket.once('message', (data) => {
        resolve(String(data));
        socket.terminate();
      });
      socket.once('error', reject);
    });
    expect(greeting).toBe(['A', 'B'][balancer.routed.at(-1)?.target ?? -1]);
    expect(balancer.routed.at(-1)).toMatchObject({ path: '/socket', upgrade: true });
  });

  it('answers 502 for a target that is down, and still serves from the other', async () => {
    const [down] = targets;
    down?.server.closeAllConnections();
    await close(down?.server as Server);
    const answers = [await fetch(balancer.url), await fetch(balancer.url)];
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 502]);
  });
});
