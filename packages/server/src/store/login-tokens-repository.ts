import type { Kysely, Selectable } from 'kysely';
import type { Database, LoginTokensTable } from './schema.js';
import type { LoginTokenRecord, LoginTokensRepository } from './types.js';
import { consumeToken, removeExpiredTokens } from './single-use-tokens.js';

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
      const row = await consumeToken(db, 'login_tokens', tokenHash, now);
      return row ? toRecord(row) : null;
    },

    removeExpired: (now) => removeExpiredTokens(db, 'login_tokens', now),
  };
}
