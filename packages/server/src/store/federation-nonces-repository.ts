import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { FederationNoncesRepository } from './types.js';

export function createFederationNoncesRepository(db: Kysely<Database>): FederationNoncesRepository {
  return {
    async use(jti, expiresAt, now) {
      // Ids live at most a minute or two, so each use sweeps the ended ones instead of a separate job.
      await db.deleteFrom('federation_nonces').where('expires_at', '<=', now).execute();
      // The primary key makes the insert the single-use check: of two racing uses exactly one inserts.
      const row = await db
        .insertInto('federation_nonces')
        .values({ jti, expires_at: expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .returning('jti')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
