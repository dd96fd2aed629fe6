import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RefreshTokensTable } from './schema.js';
import type { RefreshTokenRecord, RefreshTokensRepository } from './types.js';

function toRecord(row: Selectable<RefreshTokensTable>): RefreshTokenRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    secretHash: row.secret_hash,
    parentId: row.parent_id,
    createdAt: row.created_at,
    usedAt: row.used_at,
  };
}

function toRow(token: RefreshTokenRecord): Insertable<RefreshTokensTable> {
  return {
    id: token.id,
    session_id: token.sessionId,
    secret_hash: token.secretHash,
    parent_id: token.parentId,
    created_at: token.createdAt,
    used_at: token.usedAt,
  };
}

export function createRefreshTokensRepository(db: Kysely<Database>): RefreshTokensRepository {
  return {
    async create(token) {
      const row = await db
        .insertInto('refresh_tokens')
        .values(toRow({ ...token, usedAt: null }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findChild(parentId) {
      const row = await db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('parent_id', '=', parentId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async markUsed(id, usedAt) {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: usedAt })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async removeBySession(sessionId) {
      const result = await db.deleteFrom('refresh_tokens').where('session_id', '=', sessionId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
