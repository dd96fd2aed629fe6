import type { Kysely } from 'kysely';

// Federated login (issue 14): the apps this one federates with and their pinned keys, the single-use ids of signed
// server calls and assertions, and which local sessions stem from which master session (for federated logout).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('federated_apps')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('app_pid', 'text', (c) => c.notNull())
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('app_url', 'text', (c) => c.notNull())
    .addColumn('app_logo', 'text')
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('federated_apps_pk', ['role', 'app_id'])
    .execute();
  await db.schema
    .createTable('federation_nonces')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('federation_nonces_expires_at_idx').on('federation_nonces').column('expires_at').execute();
  await db.schema
    .createTable('federated_sessions')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('master_sid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('federated_sessions_pk', ['app_id', 'session_id'])
    .execute();
  await db.schema.createIndex('federated_sessions_master_sid_idx').on('federated_sessions').columns(['app_id', 'master_sid']).execute();
}
