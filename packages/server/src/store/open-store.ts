import { join } from 'node:path';
import { createStore } from './create-store.js';
import { migrateToLatest } from './migrate-to-latest.js';
import { openPostgresDatabase, withSchemaLock } from './postgres-database.js';
import { openSqliteDatabase } from './sqlite-database.js';
import type { Store } from './types.js';

export interface OpenStoreOptions {
  /** `postgres://…` / `postgresql://…`, `sqlite:<path>`, a file path or `:memory:`; absent means `${dataDir}/foyer.db`. */
  url?: string;
  dataDir: string;
  /** PostgreSQL schema to create if absent and work in; defaults to public. */
  schema?: string;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const OTHER_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

function sqliteFile(url: string | undefined, dataDir: string): string {
  const location = url?.replace(/^sqlite:(\/\/)?/, '');
  if (location === undefined || location === '') return join(dataDir, 'foyer.db');
  if (OTHER_URL.test(location)) throw new Error(`Unsupported store URL "${url}": use postgres://, sqlite: or a file path`);
  return location;
}

/** Opens the SQLite or PostgreSQL database named by `url`, migrates it to the latest schema and returns the store. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const { url, dataDir } = options;
  const postgres = url !== undefined && POSTGRES_URL.test(url);
  const schema = options.schema ?? 'public';
  const db = postgres
    ? await openPostgresDatabase(url, schema)
    : openSqliteDatabase(sqliteFile(url, dataDir));
  try {
    if (postgres) await withSchemaLock(db, () => migrateToLatest(db, schema));
    else await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return createStore(db, postgres ? 'postgres' : 'sqlite');
}
