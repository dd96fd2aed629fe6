import type { Kysely } from 'kysely';

// DID domain (issue 15): the domains the owner linked to the app, each with the DID it is linked to, the Domain Linkage
// Credential the app signed for it, and the owner's wallet signature that asked for it. Unlinking deletes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('linked_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('did', 'text', (c) => c.notNull())
    .addColumn('credential', 'text', (c) => c.notNull())
    .addColumn('linked_by', 'text', (c) => c.notNull())
    .addColumn('signed_by', 'text', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
