import type { Kysely } from 'kysely';

// Request counts per limit and key, so every instance (and a restarted one) counts the same callers when there is no Redis.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expires_at_idx').on('rate_limits').column('expires_at').execute();
}
