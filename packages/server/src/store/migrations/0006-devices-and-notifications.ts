import type { Kysely } from 'kysely';

// A device proves itself by a cookie secret (only its hash is kept) and holds the sessions signed in on it, each on one
// device only; notifications and a user's own settings (privacy, notification channels, webhook) get tables of their own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('user_sessions.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_sessions_device_id_idx').on('device_sessions').column('device_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_did_read_at_idx').on('notifications').columns(['user_did', 'read_at']).execute();

  await db.schema
    .createTable('user_configs')
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_configs_pk', ['user_did', 'name'])
    .execute();
}
