import { parseArgs } from 'node:util';

export interface SeedArgs {
  /** The PostgreSQL server; the seeded database is made beside the one this URL names. */
  url: string;
  database: string;
  count: number;
}

const DEFAULT_COUNT = 1_000_000;

/** `--url` (else FOYER_BENCH_PG, else FOYER_TEST_PG), `--database` (foyer_seeded) and `--count` (1,000,000). */
export function seedArgs(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): SeedArgs {
  const { values } = parseArgs({ args: argv, options: { url: { type: 'string' }, database: { type: 'string' }, count: { type: 'string' } } });
  const url = values.url ?? env.FOYER_BENCH_PG ?? env.FOYER_TEST_PG;
  if (!url) throw new Error('Name the PostgreSQL server with --url postgres://… (or FOYER_BENCH_PG)');
  const database = values.database ?? 'foyer_seeded';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database must be lowercase letters, digits and _, not "${database}"`);
  const count = Number(values.count ?? DEFAULT_COUNT);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`--count must be a whole number of at least 1, not "${values.count}"`);
  return { url, database, count };
}

/** The seeded database's URL: the server of `url` with the database name replaced. */
export function seededUrl({ url, database }: Pick<SeedArgs, 'url' | 'database'>): string {
  const seeded = new URL(url);
  seeded.pathname = `/${database}`;
  return seeded.href;
}
