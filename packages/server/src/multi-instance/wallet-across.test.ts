import { PATHS } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { openConnect, pollStatus, unsealedResult } from '../features/connect/test-support/connect-page.js';
import { twoInstancesAvailable } from '../test-support/two-instances.js';
import { useBalancedInstances, type BalancedInstances } from './test-support/balanced-instances.js';
import { listenOnRelay } from './test-support/relay-page.js';
import { timedWallet } from './test-support/timed-wallet.js';

const RUNS = 50;

const nearestRank = (sorted: number[], percentile: number) => sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? Number.NaN;

describe.runIf(twoInstancesAvailable)('wallet sign-in across two instances behind a balancer on PostgreSQL + Redis', () => {
  let instances: BalancedInstances;

  useBalancedInstances((started) => (instances = started));

  /** One login page behind the balancer; the wallet answers on the instance its relay socket did not land on. */
  async function signInAcross(): Promise<number> {
    const { a, b, balancer, front } = instances;
    const opened = await openConnect(front);
    const page = await listenOnRelay(front, opened.token);
    try {
      const listenedOn = balancer.routed.filter((routed) => routed.upgrade).at(-1)?.target;
      const [listening, answering] = listenedOn === 0 ? [a, b] : [b, a];
      expect(await pollStatus(listening, opened.token)).toMatchObject({ status: 'created' });

      const { wallet, lastAnswerAt } = timedWallet(answering);
      await wallet.approve(opened.link);
      const succeedAt = await page.heard('succeed');

      const { sessionToken } = await unsealedResult<{ sessionToken: string }>(listening, opened, 'login');
      for (const server of [a, b]) expect((await server.request(PATHS.session, { bearer: sessionToken })).status).toBe(200);
      return succeedAt - (lastAnswerAt() ?? Number.NaN);
    } finally {
      page.close();
    }
  }

  it(`tells the page on one instance, over its relay socket, of an approval the wallet sent the other (${RUNS} runs)`, async () => {
    const latencies: number[] = [];
    for (let run = 0; run < RUNS; run += 1) latencies.push(await signInAcross());

    expect(latencies.every((latency) => latency >= 0)).toBe(true);
    const sorted = [...latencies].sort((x, y) => x - y);
    console.log(`wallet's final answer → page hears succeed on the other instance, ${RUNS} runs: p50 ${nearestRank(sorted, 50).toFixed(1)} ms, p99 ${nearestRank(sorted, 99).toFixed(1)} ms`);
  }, 60_000);
});
