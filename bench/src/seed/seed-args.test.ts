import { describe, expect, it } from 'vitest';
import { seedArgs, seededUrl } from './seed-args.js';

describe('seedArgs', () => {
  it('seeds a million people into foyer_seeded on the bench server unless told otherwise', () => {
    expect(seedArgs([], { FOYER_BENCH_PG: 'postgres://pg@db:5432/test' })).toEqual({ url: 'postgres://pg@db:5432/test', database: 'foyer_seeded', count: 1_000_000 });
  });

  it('takes the server, database and count from the command line first', () => {
    const args = seedArgs(['--url', 'postgres://a@b/c', '--database', 'big_one', '--count', '10000'], { FOYER_BENCH_PG: 'postgres://x@y/z' });
    expect(args).toEqual({ url: 'postgres://a@b/c', database: 'big_one', count: 10_000 });
    expect(seededUrl(args)).toBe('postgres://a@b/big_one');
  });

  it('refuses a missing server, an unsafe database name and a count that is not a whole positive number', () => {
    expect(() => seedArgs([], {})).toThrow('Name the PostgreSQL server with --url');
    expect(() => seedArgs(['--database', 'x; drop table users'], { FOYER_TEST_PG: 'postgres://a@b/c' })).toThrow('--database must be lowercase');
    expect(() => seedArgs(['--count', '1e3.5'], { FOYER_TEST_PG: 'postgres://a@b/c' })).toThrow('--count must be a whole number');
    expect(() => seedArgs(['--count', '0'], { FOYER_TEST_PG: 'postgres://a@b/c' })).toThrow('--count must be a whole number');
  });
});
