import type { Kysely } from 'kysely';

// Issue 26: a known app that asks again from another URL or key waits here for an admin; its approved pin stays in use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('federated_apps').addColumn('pending_change', 'text').execute();
}
