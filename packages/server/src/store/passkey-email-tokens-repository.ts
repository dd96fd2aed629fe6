import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyEmailTokensTable } from './schema.js';
import type { PasskeyEmailTokenRecord, PasskeyEmailTokensRepository } from './types.js';
import { consumeToken, removeExpiredTokens } from './single-use-tokens.js';

function toRecord(row: Selectable<PasskeyEmailTokensTable>): PasskeyEmailTokenRecord {
  return {
    tokenHash: row.token_hash,
    email: row.email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    consumedAt: row.consumed_at,
  };
}

export function createPasskeyEmailTokensRepository(db: Kysely<Database>): PasskeyEmailTokensRepository {
  return {
    async create(token) {
      const row = await db
        .insertInto('passkey_email_tokens')
        .values({ token_hash: token.tokenHash, email: token.email, created_at: token.createdAt, expires_at: token.expiresAt, consumed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findByHash(tokenHash) {
      const row = await db.selectFrom('passkey_email_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async consume(tokenHash, now) {
      const row = await consumeToken(db, 'passkey_email_tokens', tokenHash, now);
      return row ? toRecord(row) : null;
    },

    removeExpired: (now) => removeExpiredTokens(db, 'passkey_email_tokens', now),
  };
}
