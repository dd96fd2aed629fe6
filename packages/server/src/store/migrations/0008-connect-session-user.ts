import type { Kysely } from 'kysely';

// The signed-in user (and their session) who opened a connect session, for actions that act on that user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('connect_sessions').addColumn('user_did', 'text').execute();
  await db.schema.alterTable('connect_sessions').addColumn('user_session_id', 'text').execute();
}
