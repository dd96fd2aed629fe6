import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { fromJsonColumn, toJsonColumn } from './json-column.js';
import type { ConnectSessionsTable, Database } from './schema.js';
import type { ConnectSessionRecord, ConnectSessionsRepository } from './types.js';

function toRecord(row: Selectable<ConnectSessionsTable>): ConnectSessionRecord {
  return {
    token: row.token,
    action: row.action,
    status: row.status,
    error: row.error,
    mfaCode: row.mfa_code,
    challenge: row.challenge,
    did: row.did,
    encryptionKey: row.encryption_key,
    nextWorkflow: row.next_workflow,
    extraParams: fromJsonColumn(row.extra_params),
    result: row.result,
    userDid: row.user_did,
    userSessionId: row.user_session_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

function toRow(session: ConnectSessionRecord): Insertable<ConnectSessionsTable>;
function toRow(patch: Partial<ConnectSessionRecord> & Pick<ConnectSessionRecord, 'updatedAt'>): Updateable<ConnectSessionsTable>;
function toRow(session: Partial<ConnectSessionRecord>): Updateable<ConnectSessionsTable> {
  return {
    token: session.token,
    action: session.action,
    status: session.status,
    error: session.error,
    mfa_code: session.mfaCode,
    challenge: session.challenge,
    did: session.did,
    encryption_key: session.encryptionKey,
    next_workflow: session.nextWorkflow,
    extra_params: toJsonColumn(session.extraParams),
    result: session.result,
    user_did: session.userDid,
    user_session_id: session.userSessionId,
    created_at: session.createdAt,
    updated_at: session.updatedAt,
    expires_at: session.expiresAt,
  };
}

export function createConnectSessionsRepository(db: Kysely<Database>): ConnectSessionsRepository {
  return {
    async create(session) {
      const now = Date.now();
      const row = await db
        .insertInto('connect_sessions')
        .values(toRow({ userDid: null, userSessionId: null, ...session, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findByToken(token) {
      const row = await db.selectFrom('connect_sessions').selectAll().where('token', '=', token).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async update(token, patch, expectStatus) {
      let updating = db
        .updateTable('connect_sessions')
        .set(toRow({ ...patch, updatedAt: Date.now() }))
        .where('token', '=', token);
      if (expectStatus !== undefined) updating = updating.where('status', '=', expectStatus);
      const row = await updating.returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('connect_sessions').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
