import type { Kysely } from 'kysely';

// One-time passport links (issue 15): only the SHA-256 of each link's token is kept; used_at marks it spent, once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passport_issuances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('issuer_did', 'text', (c) => c.notNull())
    .addColumn('issuer_name', 'text')
    .addColumn('issuer_avatar_url', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('link_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('used_by', 'text')
    .execute();
  await db.schema.createIndex('passports_revoked_idx').on('passports').columns(['status', 'revoked_at']).execute();
}
