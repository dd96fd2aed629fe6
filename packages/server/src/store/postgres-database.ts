import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

const CONNECT_TIMEOUT_MS = 5000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** Advisory-lock key held around schema DDL: kysely's migration lookup reads every schema and fails if one is dropped under it. */
export const SCHEMA_DDL_LOCK = 7_460_237_110;

// Times are bigint (int8) columns; read them as numbers for this pool only, leaving pg's global parsers alone.
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) => (oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)),
};

export async function openPostgresDatabase(url: string, schema: string): Promise<Kysely<Database>> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}": use lowercase letters, digits and _`);
  // A startup option, so every pooled connection resolves unqualified tables in this schema.
  // A bounded connect wait, so a database out of reach fails a request (503) instead of holding it open.
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by a database restart: the pool discards it and the next query opens a new one; unheard, it would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Runs `fn` while holding the schema DDL lock on one pooled connection, so migrations and schema drops never interleave. */
export async function withSchemaLock<T>(db: Kysely<Database>, fn: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(connection);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(connection);
    }
  });
}
