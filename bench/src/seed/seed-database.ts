import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFoyer, loadConfig } from '@foyer/server';
import pg from 'pg';
import { BENCH_ORIGIN } from '../bench-origin.js';
import { freshDatabase } from '../peers/fresh-database.js';
import type { SeedArgs } from './seed-args.js';
import { SEED_BATCH } from './seed-rows.js';

// Rows a statement inserts; large enough that per-statement cost vanishes, small enough that progress shows.
const BATCH = 100_000;

/** Makes `args.database` afresh with Foyer's schema and `args.count` seeded people; resolves with its URL. */
export async function seedDatabase(args: SeedArgs, onBatch: (seeded: number) => void = () => {}): Promise<string> {
  const url = await freshDatabase(args.url, args.database);
  // Foyer's own start-up migrates the empty database, so the seeded schema and indexes are exactly the ones it runs on.
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-seed-'));
  const foyer = await createFoyer(loadConfig({ env: { FOYER_DATABASE_URL: url, FOYER_DATA_DIR: dataDir, FOYER_APP_URL: BENCH_ORIGIN, FOYER_LOG_LEVEL: 'warn' } }));
  await foyer.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now();
    for (let first = 1; first <= args.count; first += BATCH) {
      const last = Math.min(args.count, first + BATCH - 1);
      await client.query('begin');
      for (const statement of SEED_BATCH) await client.query(statement, [first, last, now]);
      await client.query('commit');
      onBatch(last);
    }
    // Fresh statistics, so the planner sees the seeded sizes when explain.ts asks it.
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return url;
}
