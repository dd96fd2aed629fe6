import { parseArgs } from 'node:util';
import { type LoadResult, load } from '../load.js';
import { closedLoop } from '../peers/closed-loop.js';
import { foyerRefresh, foyerSessionCheck, foyerSignIns, spawnFoyer } from '../peers/foyer-flows.js';
import { median } from '../peers/median.js';
import { FULL_PEER_TIMING, QUICK_PEER_TIMING } from '../peers/run-peers.js';
import type { FlowFigures } from '../peers/peer-figures.js';
import { seededUrl } from './seed-args.js';

const FLOWS = ['session', 'refresh', 'signIn'] as const;
// The bound: each flow within 10 % of its figure on the small database.
const ALLOWED_DROP = 0.1;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { url: { type: 'string' }, small: { type: 'string' }, large: { type: 'string' }, quick: { type: 'boolean' }, rounds: { type: 'string' } },
});
const url = values.url ?? process.env.FOYER_BENCH_PG ?? process.env.FOYER_TEST_PG;
const redisUrl = process.env.FOYER_BENCH_REDIS ?? process.env.FOYER_TEST_REDIS;
if (!url || !redisUrl) throw new Error('Name PostgreSQL with --url (or FOYER_BENCH_PG) and Redis with FOYER_BENCH_REDIS: seeded databases are measured in PostgreSQL + Redis mode');
const small = values.small ?? 'foyer_seeded_1k';
const large = values.large ?? 'foyer_seeded';
const timing = values.quick ? QUICK_PEER_TIMING : FULL_PEER_TIMING;
// Two shared cores swing one run by ±20 %, so the databases take turns and each flow keeps its median run.
const rounds = Number(values.rounds ?? (values.quick ? 1 : 3));

/** Foyer's three flows on one seeded database, one after the other, with the peers bench's settings. */
async function figuresOn(database: string): Promise<FlowFigures> {
  const server = await spawnFoyer({ BENCH_DATABASE_URL: seededUrl({ url: url as string, database }), BENCH_REDIS_URL: redisUrl });
  try {
    return {
      session: await load(foyerSessionCheck(server.info), timing),
      refresh: await load(foyerRefresh(server.info), timing),
      signIn: await closedLoop(foyerSignIns(server.info), timing),
    };
  } finally {
    server.stop();
  }
}

const runs: Record<'few' | 'many', FlowFigures[]> = { few: [], many: [] };
for (let round = 0; round < rounds; round += 1) {
  runs.few.push(await figuresOn(small));
  runs.many.push(await figuresOn(large));
}
const medianOf = (figures: FlowFigures[]): FlowFigures => {
  const of = (flow: (typeof FLOWS)[number]) => median(figures.map((run) => run[flow]));
  return { session: of('session'), refresh: of('refresh'), signIn: of('signIn') };
};
const [few, many] = [medianOf(runs.few), medianOf(runs.many)];
const rate = (result: LoadResult) => `${Math.round(result.requestsPerSecond)}/s`.padStart(9);
console.log(`Foyer on PostgreSQL + Redis: ${small} against ${large}, ${timing.duration} s a run, median of ${rounds} alternating rounds`);
let worst = 0;
for (const flow of FLOWS) {
  const change = many[flow].requestsPerSecond / few[flow].requestsPerSecond - 1;
  worst = Math.min(worst, change);
  console.log(`${flow.padEnd(10)}${rate(few[flow])}${rate(many[flow])}   ${(change * 100).toFixed(1).padStart(6)} %`);
}
console.log(worst >= -ALLOWED_DROP ? 'Every flow is within 10 % of its small-database figure.' : 'A flow lost more than 10 % on the large database.');
