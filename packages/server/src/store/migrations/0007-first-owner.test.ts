import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER_SETTING } from '../../features/passports/claim-ownership.js';
import type { Database } from '../schema.js';
import { enginesBefore } from '../test-support/migrated-before.js';

const addUser = (db: Kysely<Database>, did: string, createdAt: number) =>
  sql`insert into users (did, role, source_provider, created_at, updated_at) values (${did}, 'guest', 'wallet', ${sql.lit(createdAt)}, ${sql.lit(createdAt)})`.execute(db);

describe.each(enginesBefore('0007-first-owner'))('migration 0007 on $name', (engine) => {
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
