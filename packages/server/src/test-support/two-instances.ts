import { afterAll, beforeAll } from 'vitest';
import { storeFactories } from '../store/test-support/stores.js';
import { startTestServer, type TestServer, type TestServerOptions } from './start-test-server.js';

const postgres = storeFactories.find((factory) => factory.name === 'postgres');

/** Whether this run has what two instances share: PostgreSQL and Redis. */
export const twoInstancesAvailable = Boolean(postgres && process.env.FOYER_TEST_REDIS);

/** Two instances of one app on one PostgreSQL store and one Redis bus, started before the suite and closed after it. */
export function useTwoInstances(receive: (pair: { a: TestServer; b: TestServer }) => void, config?: TestServerOptions['config']): void {
  let pair: { a: TestServer; b: TestServer } | undefined;

  beforeAll(async () => {
    if (!postgres) return;
    const a = await startTestServer({ factory: postgres, config });
    const b = await startTestServer({ factory: postgres, config, store: a.store, redisPrefix: a.redisPrefix });
    pair = { a, b };
    receive(pair);
  });

  afterAll(async () => {
    await pair?.b.close();
    await pair?.a.close();
  });
}
