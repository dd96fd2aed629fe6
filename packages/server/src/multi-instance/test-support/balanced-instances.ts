import { afterAll, beforeAll } from 'vitest';
import { storeFactories } from '../../store/test-support/stores.js';
import { pageRequest, startTestServer, type TestServer, type TestServerOptions } from '../../test-support/start-test-server.js';
import { startBalancer, type Balancer } from './start-balancer.js';

export interface BalancedInstances {
  a: TestServer;
  b: TestServer;
  /** The balancer in front of [a, b], in that order, so a `routed` target 0 is A and 1 is B. */
  balancer: Balancer;
  /** Requests as a page would send them to the one public address, the balancer. */
  front: Pick<TestServer, 'url' | 'request'>;
}

const postgres = storeFactories.find((factory) => factory.name === 'postgres');

/**
 * Two instances (serveFoyer) on one PostgreSQL schema and one Redis prefix, behind a round-robin balancer, started before
 * the suite and closed after it. `config` is read in beforeAll, so it may name things other beforeAll hooks started.
 */
export function useBalancedInstances(receive: (instances: BalancedInstances) => void, config: () => TestServerOptions['config'] = () => ({})): void {
  let started: BalancedInstances | undefined;

  beforeAll(async () => {
    if (!postgres) return;
    const a = await startTestServer({ factory: postgres, config: config() });
    let b: TestServer | undefined;
    try {
      b = await startTestServer({ factory: postgres, config: config(), store: a.store, redisPrefix: a.redisPrefix });
      const balancer = await startBalancer([a.url, b.url]);
      started = { a, b, balancer, front: { url: balancer.url, request: pageRequest(balancer.url) } };
    } catch (error) {
      await b?.close();
      await a.close();
      throw error;
    }
    receive(started);
  });

  afterAll(async () => {
    await started?.balancer.close();
    await started?.b.close();
    await started?.a.close();
  });
}
