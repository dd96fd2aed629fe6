import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 27: the admin console pages people newest first and finds them by name or e-mail prefix in any case; at a
// million users each needs its index. PostgreSQL compares the folded text byte by byte (collate "C"), as the range
// users-repository.ts asks for, whatever the database's own collation.
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytewise = db.getExecutor().adapter instanceof PostgresAdapter ? sql` collate "C"` : sql``;
  await db.schema.createIndex('users_created_at_did_idx').on('users').columns(['created_at', 'did']).execute();
  await db.schema.createIndex('users_full_name_folded_idx').on('users').expression(sql`lower(full_name)${bytewise}`).execute();
  await db.schema.createIndex('users_email_folded_idx').on('users').expression(sql`lower(email)${bytewise}`).execute();
}
