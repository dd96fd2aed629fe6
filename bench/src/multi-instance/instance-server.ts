import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, serveFoyer } from '@foyer/server';
import { BENCH_ORIGIN } from '../bench-origin.js';

// One of several instances on the PostgreSQL database and Redis prefix the parent names, so they share sessions and bus.
const { BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_REDIS_PREFIX } = process.env;
if (!BENCH_DATABASE_URL || !BENCH_REDIS_URL || !BENCH_REDIS_PREFIX) throw new Error('instance-server needs BENCH_DATABASE_URL, BENCH_REDIS_URL and BENCH_REDIS_PREFIX');

const config = loadConfig({
  env: {
    PORT: '0',
    FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-bench-')),
    FOYER_APP_URL: BENCH_ORIGIN,
    FOYER_TRUSTED_PROXIES: 'loopback',
    FOYER_DATABASE_URL: BENCH_DATABASE_URL,
    FOYER_REDIS_URL: BENCH_REDIS_URL,
    FOYER_REDIS_PREFIX: BENCH_REDIS_PREFIX,
    // An access line per request would be stdout work the figure is not about; warnings and errors still print.
    FOYER_LOG_LEVEL: 'warn',
  },
});
const served = await serveFoyer(config, { hostname: '127.0.0.1' });
console.log(JSON.stringify({ port: served.port }));
