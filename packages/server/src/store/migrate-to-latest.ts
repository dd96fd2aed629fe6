import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** `migrationTableSchema` pins kysely's bookkeeping tables to one PostgreSQL schema, as its lookup otherwise spans all schemas. */
/** Answers the names of the migrations it applied, oldest first; none when the database was already current. */
export async function migrateToLatest(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(`Store migration ${failed ? `"${failed}" ` : ''}failed: ${reason}`, { cause: error });
}

/** The migrations this build knows that the database has not applied yet. */
export async function pendingMigrations(db: Kysely<Database>, migrationTableSchema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
