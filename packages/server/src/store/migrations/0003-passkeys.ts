import type { Kysely } from 'kysely';

// Challenges and e-mail tokens live in the store, not in memory, so any instance can spend them and only one ever does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkey_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('user_handle', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkey_credentials_user_did_idx').on('passkey_credentials').column('user_did').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_did', 'text')
    .addColumn('user_pk', 'text')
    .addColumn('email', 'text')
    .addColumn('email_token_hash', 'text')
    .addColumn('credential_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passkey_challenges_expires_at_idx').on('passkey_challenges').column('expires_at').execute();

  await db.schema
    .createTable('passkey_email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkey_email_tokens_expires_at_idx').on('passkey_email_tokens').column('expires_at').execute();
}
