import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_SETTING } from '../../features/passports/claim-ownership.js';
import { openStore } from '../open-store.js';
import { openPostgresDatabase, withSchemaLock } from '../postgres-database.js';
import type { Database } from '../schema.js';
import { openSqliteDatabase } from '../sqlite-database.js';
import { dropSchema, uniqueSchema } from '../test-support/stores.js';
import type { Store } from '../types.js';
import { migrations } from './index.js';

const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < '0007-first-owner')
  .at(-1);

interface Engine {
  name: string;
  /** A database migrated to just before 0007, then the store that migrates it the rest of the way. */
  open(): Promise<{ db: Kysely<Database>; migrateRest(): Promise<Store>; cleanup(): Promise<void> }>;
}

async function migrateBefore(db: Kysely<Database>, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  const { error } = await migrator.migrateTo(BEFORE ?? '');
  if (error) throw error;
}

const engines: Engine[] = [
  {
    name: 'sqlite',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'foyer-0007-'));
      const file = join(dir, 'foyer.db');
      const db = openSqliteDatabase(file);
      await migrateBefore(db);
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
      await withSchemaLock(db, () => migrateBefore(db, schema));
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

const addUser = (db: Kysely<Database>, did: string, createdAt: number) =>
  sql`insert into users (did, role, source_provider, created_at, updated_at) values (${did}, 'guest', 'wallet', ${sql.lit(createdAt)}, ${sql.lit(createdAt)})`.execute(db);

describe.each(engines)('migration 0007 on $name', (engine) => {
  let cleanup: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('makes the earliest user of an app already in use its owner, so no newcomer can claim it', async () => {
    const opened = await engine.open();
    cleanup = opened.cleanup;
    await addUser(opened.db, 'did:abt:zSecond', 2000);
    await addUser(opened.db, 'did:abt:zFirst', 1000);

    const store = await opened.migrateRest();

    expect(await store.settings.get(OWNER_SETTING)).toBe('did:abt:zFirst');
    expect((await store.users.findByDid('did:abt:zFirst'))?.role).toBe('owner');
    expect((await store.users.findByDid('did:abt:zSecond'))?.role).toBe('guest');
    expect(await store.passports.listByOwner('did:abt:zFirst')).toEqual([
      expect.objectContaining({ role: 'owner', status: 'valid', source: 'issue', issuerDid: 'did:abt:zFirst', expiresAt: null }),
    ]);
  });

  it('leaves a fresh app unclaimed for its first sign-in', async () => {
    const opened = await engine.open();
    cleanup = opened.cleanup;

    const store = await opened.migrateRest();

    expect(await store.settings.get(OWNER_SETTING)).toBeNull();
  });
});
