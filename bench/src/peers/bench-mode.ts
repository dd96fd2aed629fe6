/** Where the peers keep their data: SQLite files, or PostgreSQL (and Redis for Foyer's bus and limits). */
export type BenchMode = { name: 'sqlite' } | { name: 'postgres-redis'; postgresUrl: string; redisUrl: string };

/** SQLite always; PostgreSQL + Redis too when both URLs are set (bench-specific variables first, then the test ones). */
export function benchModes(env: NodeJS.ProcessEnv = process.env): BenchMode[] {
  const postgresUrl = env.FOYER_BENCH_PG ?? env.FOYER_TEST_PG;
  const redisUrl = env.FOYER_BENCH_REDIS ?? env.FOYER_TEST_REDIS;
  const sqlite: BenchMode = { name: 'sqlite' };
  return postgresUrl && redisUrl ? [sqlite, { name: 'postgres-redis', postgresUrl, redisUrl }] : [sqlite];
}
