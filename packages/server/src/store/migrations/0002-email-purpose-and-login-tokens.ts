import type { Kysely } from 'kysely';

// SQLite adds one column per ALTER TABLE, hence one statement each.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_codes')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('login'))
    .execute();
  await db.schema.alterTable('email_codes').addColumn('user_did', 'text').execute();
  await db.schema.createIndex('email_codes_user_did_idx').on('email_codes').column('user_did').execute();

  await db.schema
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('user_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('login_tokens_expires_at_idx').on('login_tokens').column('expires_at').execute();
}
