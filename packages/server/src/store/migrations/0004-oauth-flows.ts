import type { Kysely } from 'kysely';

// Pending OAuth sign-ins live in the store, so the instance that finishes a flow need not be the one that began it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oauth_flows')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_flows_expires_at_idx').on('oauth_flows').column('expires_at').execute();
}
