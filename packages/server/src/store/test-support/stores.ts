import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore } from '../open-store.js';
import { SCHEMA_DDL_LOCK } from '../postgres-database.js';
import type { Store } from '../types.js';

export interface OpenedStore {
  store: Store;
  /** Closes the store and deletes everything it created. */
  cleanup(): Promise<void>;
}

export interface StoreFactory {
  name: 'sqlite' | 'postgres';
  open(): Promise<OpenedStore>;
}

const sqlite: StoreFactory = {
  name: 'sqlite',
  async open() {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-store-'));
    const store = await openStore({ dataDir });
    return {
      store,
      async cleanup() {
        await store.destroy();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** Drops a PostgreSQL schema made for a test, with everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DDL_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** A schema name no other test run uses. */
export function uniqueSchema(): string {
  return `foyer_t_${randomBytes(8).toString('hex')}`;
}

function postgres(url: string): StoreFactory {
  return {
    name: 'postgres',
    async open() {
      const schema = uniqueSchema();
      const store = await openStore({ url, dataDir: tmpdir(), schema }).catch(async (error: unknown) => {
        await dropSchema(url, schema);
        throw error;
      });
      return {
        store,
        async cleanup() {
          await store.destroy();
          await dropSchema(url, schema);
        },
      };
    },
  };
}

const postgresUrl = process.env.FOYER_TEST_PG;

// Fresh isolated stores for tests: a temp-dir SQLite file always, plus a throwaway PostgreSQL schema when FOYER_TEST_PG is set.
export const storeFactories: StoreFactory[] = postgresUrl ? [sqlite, postgres(postgresUrl)] : [sqlite];
