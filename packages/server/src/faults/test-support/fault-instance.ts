import { tmpdir } from 'node:os';
import { loadConfig } from '../../config/load-config.js';
import { serveFoyer } from '../../serve-foyer.js';
import { openStore } from '../../store/open-store.js';
import { TEST_APP_URL } from '../../test-support/start-test-server.js';

// One instance as its own process, on the PostgreSQL schema and Redis prefix the test names, so the test can SIGKILL it.
const { FAULT_DATABASE_URL, FAULT_SCHEMA, FAULT_REDIS_URL, FAULT_REDIS_PREFIX, FAULT_SMTP_URL, FAULT_PORT } = process.env;
if (!FAULT_DATABASE_URL || !FAULT_SCHEMA || !FAULT_REDIS_URL || !FAULT_REDIS_PREFIX) {
  throw new Error('fault-instance needs FAULT_DATABASE_URL, FAULT_SCHEMA, FAULT_REDIS_URL and FAULT_REDIS_PREFIX');
}

const store = await openStore({ url: FAULT_DATABASE_URL, dataDir: tmpdir(), schema: FAULT_SCHEMA });
const served = await serveFoyer(
  {
    ...loadConfig({ env: {}, cwd: tmpdir() }),
    port: Number(FAULT_PORT ?? 0),
    appUrl: TEST_APP_URL,
    redisUrl: FAULT_REDIS_URL,
    redisPrefix: FAULT_REDIS_PREFIX,
    smtpUrl: FAULT_SMTP_URL,
    logLevel: 'warn',
  },
  { store, hostname: '127.0.0.1' },
);
console.log(JSON.stringify({ port: served.port }));
