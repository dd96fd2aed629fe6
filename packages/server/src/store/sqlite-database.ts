import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase, type SqliteStatement } from 'kysely';
import { BoundedCache } from '../cache/bounded-cache.js';
import type { Database } from './schema.js';

const SQLITE_MEMORY = ':memory:';
const PREPARED_STATEMENTS = 500;

/** Kysely prepares every query anew; preparing costs more than running a small query, so statements are kept by SQL text. */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new BoundedCache<string, SqliteStatement>(PREPARED_STATEMENTS);
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openSqliteDatabase(file: string): Kysely<Database> {
  if (file !== SQLITE_MEMORY) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL stays consistent after a crash and skips an fsync per commit; only a power cut can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Other processes sharing the file wait for its write lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
