import type { Kysely } from 'kysely';

// Portable types only (text, integer, bigint ms), so the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('did', 'text', (c) => c.primaryKey())
    .addColumn('pk', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('source_app_pid', 'text')
    .addColumn('locale', 'text')
    .addColumn('inviter', 'text')
    .addColumn('metadata', 'text')
    .addColumn('address', 'text')
    .addColumn('full_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('avatar', 'text')
    .addColumn('remark', 'text')
    .addColumn('source_provider', 'text', (c) => c.notNull())
    .addColumn('did_space', 'text')
    .addColumn('extra_configs', 'text')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_pid', 'text', (c) => c.notNull())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('passport_id', 'text')
    .addColumn('app_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('wallet_os', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('last_login_ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_sessions_user_did_idx').on('user_sessions').column('user_did').execute();
  await db.schema.createIndex('user_sessions_visitor_id_idx').on('user_sessions').column('visitor_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('user_sessions.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_tokens_session_id_idx').on('refresh_tokens').column('session_id').execute();
  await db.schema.createIndex('refresh_tokens_parent_id_idx').on('refresh_tokens').column('parent_id').execute();

  await db.schema
    .createTable('connected_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('did', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('full_name', 'text')
    .addColumn('avatar', 'text')
    .addColumn('extra', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('connected_accounts_provider_user_idx')
    .on('connected_accounts')
    .columns(['provider', 'provider_user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('connected_accounts_user_did_idx').on('connected_accounts').column('user_did').execute();

  await db.schema
    .createTable('passports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('display', 'text')
    .addColumn('issuer_did', 'text', (c) => c.notNull())
    .addColumn('issuer_name', 'text')
    .addColumn('issuer_avatar_url', 'text')
    .addColumn('preferred_color', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('passports_owner_did_idx').on('passports').column('owner_did').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('magic_token_hash', 'text')
    .addColumn('source_app_pid', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('email_codes_email_idx').on('email_codes').column('email').execute();
  await db.schema
    .createIndex('email_codes_magic_token_hash_idx')
    .on('email_codes')
    .column('magic_token_hash')
    .unique()
    .execute();

  await db.schema
    .createTable('connect_sessions')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('mfa_code', 'text')
    .addColumn('challenge', 'text')
    .addColumn('did', 'text')
    .addColumn('encryption_key', 'text')
    .addColumn('next_workflow', 'text')
    .addColumn('extra_params', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('connect_sessions_expires_at_idx').on('connect_sessions').column('expires_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
