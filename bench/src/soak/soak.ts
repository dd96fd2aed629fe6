import { mkdirSync, writeFileSync } from 'node:fs';
import { benchModes } from '../peers/bench-mode.js';
import { atFixedRate } from './fixed-rate.js';
import { rssGrowth } from './rss-growth.js';
import { sampleInstance, type InstanceSample } from './sample-instance.js';
import { parseSoakArgs } from './soak-args.js';
import { soakMix } from './soak-mix.js';
import { startSoakStack } from './soak-stack.js';
import { KINDS, SoakTally, type KindFigures } from './soak-tally.js';

// Issue 16: after a 1-minute warm-up, RSS grows under 10 %; errors and lost sessions are 0.
const WARM_UP_S = 60;
const RSS_WINDOW_S = 30;
const RSS_GOAL_PCT = 10;
const SAMPLE_EVERY_MS = 5000;

const { minutes, rate } = parseSoakArgs(process.argv.slice(2));
const shared = benchModes().find((mode) => mode.name === 'postgres-redis');
if (!shared || shared.name !== 'postgres-redis') throw new Error('Set FOYER_BENCH_PG and FOYER_BENCH_REDIS (or FOYER_TEST_PG and FOYER_TEST_REDIS): the soak runs two instances on PostgreSQL + Redis.');

const stack = await startSoakStack(shared.postgresUrl, shared.redisUrl);
const tally = new SoakTally();
const mix = soakMix(stack.front, stack.inbox, tally);
const samples = new Map<string, InstanceSample[]>(stack.instances.map((instance) => [instance.name, []]));
const began = performance.now();
const elapsedS = () => Math.round((performance.now() - began) / 100) / 10;

const sum = (figures: Record<string, KindFigures>, field: 'count' | 'errors' | 'lost') => Object.values(figures).reduce((total, kind) => total + kind[field], 0);
const mb = (kb: number | undefined) => `${((kb ?? 0) / 1024).toFixed(0)} MB`;

async function sample(): Promise<void> {
  const atS = elapsedS();
  for (const instance of stack.instances) samples.get(instance.name)?.push(await sampleInstance(instance, stack.metricsToken, atS));
}

let minuteFrom = 0;
const perMinute: { minute: number; kinds: Record<string, KindFigures>; signedIn: number }[] = [];
function printMinute(minute: number): void {
  const figures = tally.figures(minuteFrom);
  minuteFrom = tally.size;
  perMinute.push({ minute, kinds: figures, signedIn: mix.signedIn() });
  const kinds = KINDS.filter((kind) => figures[kind].count > 0)
    .map((kind) => `${kind} ${figures[kind].count} (p99 ${figures[kind].p99Ms} ms)`)
    .join(', ');
  const instances = stack.instances.map(({ name }) => {
    const last = samples.get(name)?.at(-1);
    return `${name} ${mb(last?.rssKb)}, loop p99 ${last?.eventLoopP99Ms ?? '?'} ms`;
  });
  console.log(`minute ${minute}: ${sum(figures, 'count')} done — ${kinds}; errors ${sum(figures, 'errors')}, lost ${sum(figures, 'lost')}; signed in ${mix.signedIn()}; ${instances.join('; ')}`);
}

console.log(`Soak: ${minutes} min at ${rate} operations/s through ${stack.front} over instances ${stack.instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}`);
const sampler = setInterval(() => void sample().catch((error: unknown) => console.error(`sampling failed: ${String(error)}`)), SAMPLE_EVERY_MS);
let minute = 0;
const minutely = setInterval(() => printMinute((minute += 1)), 60_000);
try {
  await sample();
  const { started, maxLateMs } = await atFixedRate(rate, minutes * 60_000, () => mix.arrive());
  clearInterval(minutely);
  await mix.checkAll();
  clearInterval(sampler);
  await sample();

  const figures = tally.figures();
  const instances = stack.instances.map(({ name }) => {
    const mine = samples.get(name) ?? [];
    const afterWarmUp = mine.filter((entry) => entry.atS >= WARM_UP_S).map((entry) => entry.eventLoopP99Ms).sort((a, b) => a - b);
    return {
      name,
      rss: rssGrowth(mine, WARM_UP_S, RSS_WINDOW_S),
      eventLoopP99Ms: { medianOfSamples: afterWarmUp[Math.floor(afterWarmUp.length / 2)], maxOfSamples: afterWarmUp.at(-1) },
      samples: mine,
    };
  });
  const totals = { operations: sum(figures, 'count'), errors: sum(figures, 'errors'), lost: sum(figures, 'lost') };
  const worstGrowth = Math.max(...instances.map((instance) => instance.rss.growthPct));
  const passed = totals.errors === 0 && totals.lost === 0 && worstGrowth < RSS_GOAL_PCT;
  const report = {
    date: new Date().toISOString(),
    minutes,
    rate,
    started,
    schedulerMaxLateMs: Math.round(maxLateMs),
    signedInAtEnd: mix.signedIn(),
    goals: { errors: 0, lostSessions: 0, rssGrowthBelowPct: RSS_GOAL_PCT, warmUpS: WARM_UP_S, rssWindowS: RSS_WINDOW_S },
    passed,
    totals,
    kinds: figures,
    perMinute,
    errorSamples: tally.samples,
    revokedOnlyAfterRetry: { count: tally.lateRevocationsMs.length, maxMs: Math.round(Math.max(0, ...tally.lateRevocationsMs)) },
    instances,
  };

  console.log(`\nSoak ${passed ? 'PASSED' : 'FAILED'}: ${totals.operations} operations (${started} scheduled at ${rate}/s), errors ${totals.errors}, lost sessions ${totals.lost}`);
  for (const kind of KINDS) console.log(`  ${kind.padEnd(15)} ${String(figures[kind].count).padStart(6)}   p50 ${String(figures[kind].p50Ms).padStart(7)} ms   p99 ${String(figures[kind].p99Ms).padStart(7)} ms   errors ${figures[kind].errors}   lost ${figures[kind].lost}`);
  for (const { name, rss, eventLoopP99Ms } of instances) {
    console.log(`  instance ${name}: RSS ${mb(rss.baselineKb)} → ${mb(rss.finalKb)} after warm-up (${rss.growthPct} %, goal < ${RSS_GOAL_PCT} %); event-loop delay p99 median ${eventLoopP99Ms.medianOfSamples} ms, worst ${eventLoopP99Ms.maxOfSamples} ms (per ${SAMPLE_EVERY_MS / 1000} s)`);
  }
  const { revokedOnlyAfterRetry: late } = report;
  const within = late.count > 0 ? `, all refused within ${late.maxMs} ms (goal 1 s)` : '';
  console.log(`  sign-outs still accepted on the first check after them: ${late.count} of ${figures['sign-out'].count}${within}`);
  for (const line of tally.samples) console.log(`  unexpected: ${line}`);

  const results = new URL('../../results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  const file = new URL(`soak-${report.date.replace(/[:.]/g, '-')}.json`, results);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`  written to ${file.pathname}`);
  process.exitCode = passed ? 0 : 1;
} finally {
  clearInterval(minutely);
  clearInterval(sampler);
  await stack.stop();
}
