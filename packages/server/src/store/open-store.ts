import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createStore } from './create-store.js';
import { migrateToLatest } from './migrate-to-latest.js';
import { openPostgresDatabase, withSchemaLock } from './postgres-database.js';
import { openSqliteDatabase } from './sqlite-database.js';
import type { Database } from './schema.js';
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

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** The PostgreSQL schema worked in; undefined for SQLite. */
  schema: string | undefined;
  /** Where it is, for messages: the SQLite file or the PostgreSQL host:port/database. */
  location: string;
  /** Migrates to the latest schema (under the DDL lock on PostgreSQL); answers the migrations applied. */
  migrate(): Promise<string[]>;
}

function postgresLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Opens the SQLite or PostgreSQL database named by `url` without migrating it. */
export async function openDatabase(options: OpenStoreOptions): Promise<OpenedDatabase> {
  const { url, dataDir } = options;
  if (url !== undefined && POSTGRES_URL.test(url)) {
    const schema = options.schema ?? 'public';
    const db = await openPostgresDatabase(url, schema);
    return { db, engine: 'postgres', schema, location: postgresLocation(url), migrate: () => withSchemaLock(db, () => migrateToLatest(db, schema)) };
  }
  const file = sqliteFile(url, dataDir);
  const db = openSqliteDatabase(file);
  return { db, engine: 'sqlite', schema: undefined, location: file, migrate: () => migrateToLatest(db) };
}

/** Opens the SQLite or PostgreSQL database named by `url`, migrates it to the latest schema and returns the store. */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const opened = await openDatabase(options);
  try {
    await opened.migrate();
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return createStore(opened.db, opened.engine);
}
