import { describe, expect, it } from 'vitest';
import { benchModes } from './bench-mode.js';

describe('benchModes', () => {
  it('is SQLite alone unless both PostgreSQL and Redis are named', () => {
    expect(benchModes({})).toEqual([{ name: 'sqlite' }]);
    expect(benchModes({ FOYER_TEST_PG: 'postgres://a@b/c' })).toEqual([{ name: 'sqlite' }]);
  });

  it('adds PostgreSQL + Redis, preferring the bench variables to the test ones', () => {
    const env = { FOYER_TEST_PG: 'postgres://t@b/c', FOYER_TEST_REDIS: 'redis://t:6379', FOYER_BENCH_PG: 'postgres://bench@b/c' };
    expect(benchModes(env)).toEqual([{ name: 'sqlite' }, { name: 'postgres-redis', postgresUrl: 'postgres://bench@b/c', redisUrl: 'redis://t:6379' }]);
  });
});
