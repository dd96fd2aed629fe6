import { sql, type Kysely } from 'kysely';

// When the person behind a session last proved who they are; a session made before this was signed in when it was made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_sessions')
    .addColumn('authenticated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update user_sessions set authenticated_at = created_at`.execute(db);
}
