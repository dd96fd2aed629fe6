import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../migrations/index.js';
import { openStore } from '../open-store.js';
import { openPostgresDatabase, withSchemaLock } from '../postgres-database.js';
import type { Database } from '../schema.js';
import { openSqliteDatabase } from '../sqlite-database.js';
import type { Store } from '../types.js';
import { dropSchema, uniqueSchema } from './stores.js';

/** A database migrated to just before one migration, with what an app in use left there, then opened as a store (which runs the rest). */
export interface MigratedBefore {
  db: Kysely<Database>;
  migrateRest(): Promise<Store>;
  cleanup(): Promise<void>;
}

export interface MigrationEngine {
  name: 'sqlite' | 'postgres';
  open(): Promise<MigratedBefore>;
}

async function migrateBefore(db: Kysely<Database>, migration: string, migrationTableSchema?: string): Promise<void> {
  const before = Object.keys(migrations)
    .sort()
    .filter((name) => name < migration)
    .at(-1);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  const { error } = await migrator.migrateTo(before ?? '');
  if (error) throw error;
}

/** SQLite always, plus PostgreSQL when FOYER_TEST_PG is set, each stopped just before `migration`. */
export function enginesBefore(migration: string): MigrationEngine[] {
  const engines: MigrationEngine[] = [
    {
      name: 'sqlite',
      async open() {
        const dir = await mkdtemp(join(tmpdir(), 'foyer-migration-'));
        const file = join(dir, 'foyer.db');
        const db = openSqliteDatabase(file);
        await migrateBefore(db, migration);
        let store: Store | undefined;
        return {
          db,
          async migrateRest() {
            await db.destroy();
            store = await openStore({ url: file, dataDir: dir });
            return store;
          },
          async cleanup() {
            await store?.destroy();
            await rm(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const postgresUrl = process.env.FOYER_TEST_PG;
  if (postgresUrl) {
    engines.push({
      name: 'postgres',
      async open() {
        const schema = uniqueSchema();
        const db = await openPostgresDatabase(postgresUrl, schema);
        await withSchemaLock(db, () => migrateBefore(db, migration, schema));
        let store: Store | undefined;
        return {
          db,
          async migrateRest() {
            await db.destroy();
            store = await openStore({ url: postgresUrl, dataDir: tmpdir(), schema });
            return store;
          },
          async cleanup() {
            await store?.destroy();
            await dropSchema(postgresUrl, schema);
          },
        };
      },
    });
  }
  return engines;
}
