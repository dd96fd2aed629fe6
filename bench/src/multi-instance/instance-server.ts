import { serveFoyer } from '@foyer/server';
import { benchConfig } from '../bench-config.js';

// One of several instances on the PostgreSQL database and Redis prefix the parent names, so they share sessions and bus.
const { BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_REDIS_PREFIX } = process.env;
if (!BENCH_DATABASE_URL || !BENCH_REDIS_URL || !BENCH_REDIS_PREFIX) throw new Error('instance-server needs BENCH_DATABASE_URL, BENCH_REDIS_URL and BENCH_REDIS_PREFIX');

// The soak names an SMTP server to mail codes to and a token to read each instance's metrics with; unset, neither is used.
const { BENCH_SMTP_URL, BENCH_METRICS_TOKEN } = process.env;
const config = benchConfig({
  FOYER_DATABASE_URL: BENCH_DATABASE_URL,
  FOYER_REDIS_URL: BENCH_REDIS_URL,
  FOYER_REDIS_PREFIX: BENCH_REDIS_PREFIX,
  ...(BENCH_SMTP_URL ? { FOYER_SMTP_URL: BENCH_SMTP_URL } : {}),
  ...(BENCH_METRICS_TOKEN ? { FOYER_METRICS_TOKEN: BENCH_METRICS_TOKEN } : {}),
});
const served = await serveFoyer(config, { hostname: '127.0.0.1' });
console.log(JSON.stringify({ port: served.port }));
