import { PATHS } from '@foyer/core';
import { createFoyer, loadConfig } from '@foyer/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BENCH_ORIGIN, BROWSER_HEADERS } from '../bench-origin.js';
import { explainPlans } from './explain-plans.js';
import { seedDatabase } from './seed-database.js';
import { seededIds } from './seed-rows.js';

const postgres = process.env.FOYER_TEST_PG;
const COUNT = 10_000;

describe.skipIf(!postgres)('seedDatabase on PostgreSQL', () => {
  it('seeds people whose sessions Foyer refreshes and checks, and every flow statement uses an index', async () => {
    const url = await seedDatabase({ url: postgres as string, database: 'foyer_seed_test', count: COUNT });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const counted = await client.query<{ users: string; sessions: string; tokens: string }>(
      "select (select count(*) from users) as users, (select count(*) from user_sessions where status = 'online') as sessions, (select count(*) from refresh_tokens where used_at is null) as tokens",
    );
    await client.end();
    expect(counted.rows[0]).toEqual({ users: String(COUNT), sessions: String(COUNT), tokens: String(COUNT) });

    const foyer = await createFoyer(loadConfig({ env: { FOYER_DATABASE_URL: url, FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), 'foyer-seed-test-')), FOYER_APP_URL: BENCH_ORIGIN, FOYER_LOG_LEVEL: 'warn' } }));
    try {
      const seeded = seededIds(COUNT - 1);
      const refreshed = await foyer.app.request(PATHS.refreshSession, { method: 'POST', headers: { ...BROWSER_HEADERS, authorization: `Bearer ${seeded.refreshToken}` } });
      expect(refreshed.status).toBe(200);
      const { nextToken } = (await refreshed.json()) as { nextToken: string };
      const session = await foyer.app.request(PATHS.session, { headers: { ...BROWSER_HEADERS, authorization: `Bearer ${nextToken}` } });
      expect(((await session.json()) as { user: { did: string } }).user.did).toBe(seeded.did);
    } finally {
      await foyer.close();
    }

    const plans = await explainPlans(url, COUNT);
    expect(plans.map((plan) => plan.flow)).toEqual(expect.arrayContaining(['session check', 'refresh', 'sign-in']));
    expect(plans.filter((plan) => plan.sequentialScan).map((plan) => plan.what)).toEqual([]);
  });
});
