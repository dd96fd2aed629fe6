import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './open-store.js';
import { newUser } from './test-support/fixtures.js';
import { dropSchema, storeFactories, uniqueSchema } from './test-support/stores.js';

describe('openStore on SQLite', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-open-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the data dir and a WAL-mode foyer.db by default', async () => {
    const nested = join(dataDir, 'a', 'b');
    const store = await openStore({ dataDir: nested });
    await store.destroy();
    const raw = new SqliteDatabase(join(nested, 'foyer.db'));
    const journalMode = raw.pragma('journal_mode', { simple: true });
    raw.close();

    expect(store.dialect).toBe('sqlite');
    expect(journalMode).toBe('wal');
  });

  it('migrates idempotently and keeps data when the same file is opened twice', async () => {
    const url = `sqlite:${join(dataDir, 'twice.db')}`;
    const first = await openStore({ url, dataDir });
    const user = await first.users.create(newUser());
    await first.destroy();

    const second = await openStore({ url, dataDir });
    const found = await second.users.findByDid(user.did);
    await second.destroy();

    expect(found).toEqual(user);
  });

  it('accepts a plain file path and :memory:', async () => {
    const file = join(dataDir, 'plain', 'store.db');
    const onFile = await openStore({ url: file, dataDir });
    await onFile.destroy();
    const inMemory = await openStore({ url: ':memory:', dataDir });
    await inMemory.users.create(newUser());
    const count = await inMemory.users.count();
    await inMemory.destroy();

    expect(existsSync(file)).toBe(true);
    expect(count).toBe(1);
  });

  it('rejects unsupported URLs', async () => {
    await expect(openStore({ url: 'mysql://localhost/foyer', dataDir })).rejects.toThrow(/Unsupported store URL/);
  });

  it('names the failing migration', async () => {
    const file = join(dataDir, 'clash.db');
    const raw = new SqliteDatabase(file);
    raw.exec('create table users (did text)');
    raw.close();

    await expect(openStore({ url: file, dataDir })).rejects.toThrow(/Store migration "0001-initial" failed/);
  });
});

const postgresUrl = process.env.FOYER_TEST_PG;

describe.runIf(postgresUrl)('openStore on PostgreSQL', () => {
  const url = postgresUrl ?? '';
  const dataDir = tmpdir();
  let schema = '';
  beforeEach(() => {
    schema = uniqueSchema();
  });
  afterEach(async () => {
    await dropSchema(url, schema);
  });

  it('reads large ms timestamps back as numbers without touching pg global parsers', async () => {
    const store = await openStore({ url, dataDir, schema });
    const now = Date.now();
    const created = await store.users.create(newUser({ lastLoginAt: now }));
    const found = await store.users.findByDid(created.did);
    await store.destroy();

    expect(typeof found?.createdAt).toBe('number');
    expect(found?.createdAt).toBe(created.createdAt);
    expect(found?.lastLoginAt).toBe(now);
    expect(pg.types.getTypeParser(pg.types.builtins.INT8)('20')).toBe('20');
  });

  it('migrates idempotently and keeps data when the same schema is opened twice', async () => {
    const first = await openStore({ url, dataDir, schema });
    const user = await first.users.create(newUser());
    await first.destroy();

    const second = await openStore({ url, dataDir, schema });
    const found = await second.users.findByDid(user.did);
    await second.destroy();

    expect(second.dialect).toBe('postgres');
    expect(found).toEqual(user);
  });

  it('keeps schemas apart', async () => {
    const postgresFactory = storeFactories.find((factory) => factory.name === 'postgres');
    if (!postgresFactory) throw new Error('FOYER_TEST_PG is set, so a postgres store factory must exist');
    const a = await postgresFactory.open();
    const b = await postgresFactory.open();
    await a.store.users.create(newUser());
    const countInB = await b.store.users.count();
    await a.cleanup();
    await b.cleanup();

    expect(countInB).toBe(0);
  });

  it('rejects a schema name it cannot use safely', async () => {
    await expect(openStore({ url, dataDir, schema: 'Bad-Name' })).rejects.toThrow(/Invalid PostgreSQL schema name/);
  });
});
