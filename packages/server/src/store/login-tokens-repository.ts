import type { Kysely, Selectable } from 'kysely';
import type { Database, LoginTokensTable } from './schema.js';
import type { LoginTokenRecord, LoginTokensRepository } from './types.js';

function toRecord(row: Selectable<LoginTokensTable>): LoginTokenRecord {
  return {
    tokenHash: row.token_hash,
    sessionId: row.session_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    consumedAt: row.consumed_at,
  };
}

export function createLoginTokensRepository(db: Kysely<Database>): LoginTokensRepository {
  return {
    async create(token) {
      const row = await db
        .insertInto('login_tokens')
        .values({ token_hash: token.tokenHash, session_id: token.sessionId, created_at: token.createdAt, expires_at: token.expiresAt, consumed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async consume(tokenHash, now) {
      const row = await db
        .updateTable('login_tokens')
        .set({ consumed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('login_tokens').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
