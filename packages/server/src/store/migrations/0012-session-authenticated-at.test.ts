import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../schema.js';
import { enginesBefore } from '../test-support/migrated-before.js';

const addSession = async (db: Kysely<Database>, id: string, createdAt: number) => {
  await sql`insert into users (did, role, source_provider, created_at, updated_at) values (${`did:abt:${id}`}, 'guest', 'wallet', 1, 1)`.execute(db);
  await sql`insert into user_sessions (id, app_pid, user_did, visitor_id, status, provider, created_at, updated_at, expires_at)
    values (${id}, 'app', ${`did:abt:${id}`}, 'visitor', 'online', 'wallet', ${sql.lit(createdAt)}, ${sql.lit(createdAt)}, ${sql.lit(createdAt + 1000)})`.execute(db);
};

describe.each(enginesBefore('0012-session-authenticated-at'))('migration 0012 on $name', (engine) => {
  let cleanup: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('counts a session made before it as signed in when it was made, no later', async () => {
    const opened = await engine.open();
    cleanup = opened.cleanup;
    await addSession(opened.db, 'older', 1_600_000_000_000);
    await addSession(opened.db, 'newer', 1_700_000_000_000);

    const store = await opened.migrateRest();

    expect((await store.userSessions.findById('older'))?.authenticatedAt).toBe(1_600_000_000_000);
    expect((await store.userSessions.findById('newer'))?.authenticatedAt).toBe(1_700_000_000_000);
  });
});
