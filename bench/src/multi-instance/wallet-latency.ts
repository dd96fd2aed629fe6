import { randomBytes } from 'node:crypto';
import { summarize, type Summary } from '../connect/summarize.js';
import { benchModes } from '../peers/bench-mode.js';
import { spawnServer, type SpawnedServer } from '../spawn-server.js';
import { answerToSucceed } from './answer-to-succeed.js';

// Issue 16: a page listening on instance B hears succeed within the single-instance goal after the wallet answers on A.
const GOAL_P99_MS = 50;
const WARM_UP_RUNS = 20;
const runs = Number(process.argv[2] ?? '200');

const shared = benchModes().find((mode) => mode.name === 'postgres-redis');
if (!shared || shared.name !== 'postgres-redis') throw new Error('Set FOYER_BENCH_PG and FOYER_BENCH_REDIS (or FOYER_TEST_PG and FOYER_TEST_REDIS): two instances share PostgreSQL and Redis.');

const env = { BENCH_DATABASE_URL: shared.postgresUrl, BENCH_REDIS_URL: shared.redisUrl, BENCH_REDIS_PREFIX: `foyer-bench-${randomBytes(6).toString('hex')}:` };
const instances: SpawnedServer<{ port: number }>[] = [];
try {
  // One after the other, so the second finds the schema the first migrated.
  for (let n = 0; n < 2; n += 1) instances.push(await spawnServer<{ port: number }>('./multi-instance/instance-server.ts', [], [], env));
  const [a, b] = instances.map((instance) => `http://127.0.0.1:${instance.info.port}`) as [string, string];

  const same: number[] = [];
  const across: number[] = [];
  // Interleaved, so the load other work puts on the shared cores falls on both figures alike.
  for (let run = -WARM_UP_RUNS; run < runs; run += 1) {
    const sameMs = await answerToSucceed(a, a);
    const acrossMs = await answerToSucceed(b, a);
    if (run < 0) continue;
    same.push(sameMs);
    across.push(acrossMs);
  }

  const figures: Record<string, Summary> = { 'page and wallet on A': summarize(same), 'page on B, wallet on A': summarize(across) };
  console.log(`Wallet's final answer → page hears succeed on its relay socket, ${runs} sign-ins each, one at a time, after ${WARM_UP_RUNS} uncounted:`);
  for (const [name, { p50, p99, mean }] of Object.entries(figures)) {
    console.log(`  ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   mean ${mean.toFixed(1).padStart(6)} ms`);
  }
  const acrossP99 = figures['page on B, wallet on A']?.p99 ?? Number.NaN;
  console.log(`  goal p99 ≤ ${GOAL_P99_MS} ms across instances: ${acrossP99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify({ runs, warmUp: WARM_UP_RUNS, goalP99Ms: GOAL_P99_MS, figures }));
} finally {
  for (const instance of instances) instance.stop();
}
