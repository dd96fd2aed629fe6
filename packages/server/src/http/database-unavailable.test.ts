import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stated = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises node-postgres failing to reach a database that refuses connections', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    const error = await client.connect().then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server shutting down or starting up, a cut connection and a connect timeout, also as a cause', () => {
    for (const code of ['57P01', '57P03', '08006']) expect(isDatabaseUnavailable(stated(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: stated('ECONNRESET') }))).toBe(true);
  });

  it('leaves a wrong query, a broken constraint and anything else to be a server error', () => {
    for (const code of ['42P01', '23505', 'SQLITE_CONSTRAINT']) expect(isDatabaseUnavailable(stated(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
