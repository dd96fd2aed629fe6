import type { Kysely } from 'kysely';

// The audit log (issue 27): security events, kept AUDIT_RETENTION_DAYS; read newest first, by person or kind, and counted per day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_did', 'text')
    .addColumn('subject_did', 'text')
    .addColumn('method', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
  await db.schema.createIndex('audit_events_kind_idx').on('audit_events').columns(['kind', 'at']).execute();
  await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_did', 'at']).execute();
  await db.schema.createIndex('audit_events_subject_idx').on('audit_events').columns(['subject_did', 'at']).execute();
}
