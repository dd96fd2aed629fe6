import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, RefreshTokensTable, UserSessionsTable } from './schema.js';
import type { RefreshTokenRecord, RefreshTokensRepository, RotatedRefreshToken, Store } from './types.js';
import { toRecord as toSessionRecord } from './user-sessions-repository.js';

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

async function markUsed(db: Kysely<Database>, id: string, usedAt: number): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** PostgreSQL rotates in one statement, one round trip: its data-modifying CTEs share one snapshot and commit together. */
function rotateInOneStatement(db: Kysely<Database>, child: RotatedRefreshToken, expiresAt: number) {
  return sql<Selectable<UserSessionsTable>>`
    with used as (
      update refresh_tokens set used_at = ${child.createdAt} where id = ${child.parentId} and used_at is null returning session_id
    ), minted as (
      insert into refresh_tokens (id, session_id, secret_hash, parent_id, created_at)
      select ${child.id}, session_id, ${child.secretHash}, ${child.parentId}, ${child.createdAt} from used
    )
    update user_sessions set expires_at = ${expiresAt}, updated_at = ${child.createdAt}
    where id = (select session_id from used)
    returning *`.execute(db);
}

export function createRefreshTokensRepository(db: Kysely<Database>, dialect: Store['dialect']): RefreshTokensRepository {
  // A repository made inside a transaction joins it; kysely cannot open one within another.
  const inTransaction = <T>(work: (tx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));

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

    markUsed: (id, usedAt) => markUsed(db, id, usedAt),

    async removeBySession(sessionId) {
      const result = await db.deleteFrom('refresh_tokens').where('session_id', '=', sessionId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async findWithSession(id) {
      const row = await db
        .selectFrom('refresh_tokens')
        .innerJoin('user_sessions', 'user_sessions.id', 'refresh_tokens.session_id')
        .selectAll('user_sessions')
        .select([
          'refresh_tokens.id as token_id',
          'refresh_tokens.secret_hash',
          'refresh_tokens.parent_id',
          'refresh_tokens.created_at as token_created_at',
          'refresh_tokens.used_at',
        ])
        .where('refresh_tokens.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const { token_id, secret_hash, parent_id, token_created_at, used_at, ...session } = row;
      const token = { id: token_id, session_id: session.id, secret_hash, parent_id, created_at: token_created_at, used_at };
      return { token: toRecord(token), session: toSessionRecord(session) };
    },

    async rotate(child, expiresAt) {
      if (dialect === 'postgres') {
        const { rows } = await rotateInOneStatement(db, child, expiresAt);
        return rows[0] ? toSessionRecord(rows[0]) : null;
      }
      // SQLite has no writes in CTEs; one connection and a transaction give the same all-or-nothing.
      return inTransaction(async (tx) => {
        if (!(await markUsed(tx, child.parentId, child.createdAt))) return null;
        await tx.insertInto('refresh_tokens').values(toRow({ ...child, usedAt: null })).execute();
        const session = await tx
          .updateTable('user_sessions')
          .set({ expires_at: expiresAt, updated_at: child.createdAt })
          .where('id', '=', child.sessionId)
          .returningAll()
          .executeTakeFirst();
        return session ? toSessionRecord(session) : null;
      });
    },
  };
}
