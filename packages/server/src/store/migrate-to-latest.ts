import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** `migrationTableSchema` pins kysely's bookkeeping tables to one PostgreSQL schema, as its lookup otherwise spans all schemas. */
export async function migrateToLatest(db: Kysely<Database>, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(`Store migration ${failed ? `"${failed}" ` : ''}failed: ${reason}`, { cause: error });
}
