import type { Kysely } from 'kysely';

// Each flow remembers a hash of the cookie of the browser that began it (login CSRF); flows begun before have none and are refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_flows').addColumn('binding_hash', 'text', (c) => c.notNull().defaultTo('')).execute();
}
