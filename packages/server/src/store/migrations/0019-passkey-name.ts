import type { Kysely } from 'kysely';

// The name a person gives a passkey in the account center, such as "work laptop" or "phone"; none until renamed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passkey_credentials').addColumn('name', 'text').execute();
}
