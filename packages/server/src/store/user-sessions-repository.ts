import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UserSessionsTable } from './schema.js';
import type { UserSessionRecord, UserSessionStatus, UserSessionsRepository } from './types.js';

export function toRecord(row: Selectable<UserSessionsTable>): UserSessionRecord {
  return {
    id: row.id,
    appPid: row.app_pid,
    userDid: row.user_did,
    visitorId: row.visitor_id,
    passportId: row.passport_id,
    appUrl: row.app_url,
    status: row.status as UserSessionStatus,
    provider: row.provider,
    walletOS: row.wallet_os,
    userAgent: row.user_agent,
    lastLoginIp: row.last_login_ip,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    authenticatedAt: row.authenticated_at,
  };
}

function toRow(session: UserSessionRecord): Insertable<UserSessionsTable>;
function toRow(patch: Partial<UserSessionRecord> & Pick<UserSessionRecord, 'updatedAt'>): Updateable<UserSessionsTable>;
function toRow(session: Partial<UserSessionRecord>): Updateable<UserSessionsTable> {
  return {
    id: session.id,
    app_pid: session.appPid,
    user_did: session.userDid,
    visitor_id: session.visitorId,
    passport_id: session.passportId,
    app_url: session.appUrl,
    status: session.status,
    provider: session.provider,
    wallet_os: session.walletOS,
    user_agent: session.userAgent,
    last_login_ip: session.lastLoginIp,
    created_at: session.createdAt,
    updated_at: session.updatedAt,
    expires_at: session.expiresAt,
    authenticated_at: session.authenticatedAt,
  };
}

export function createUserSessionsRepository(db: Kysely<Database>): UserSessionsRepository {
  return {
    async create(session) {
      const now = Date.now();
      const row = await db
        .insertInto('user_sessions')
        .values(toRow({ ...session, status: session.status ?? 'online', createdAt: now, updatedAt: now, authenticatedAt: session.authenticatedAt ?? now }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('user_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listActive(filter, { page, pageSize }, now) {
      let active = db
        .selectFrom('user_sessions')
        .where('status', '!=', 'expired')
        .where('expires_at', '>', now);
      if (filter.userDid !== undefined) active = active.where('user_did', '=', filter.userDid);
      if (filter.appPid !== undefined) active = active.where('app_pid', '=', filter.appPid);
      if (filter.visitorId !== undefined) active = active.where('visitor_id', '=', filter.visitorId);
      const [rows, { total }] = await Promise.all([
        active
          .selectAll()
          // id breaks updatedAt ties so pages never overlap.
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        active.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toRecord), total };
    },

    async update(id, patch) {
      const row = await db
        .updateTable('user_sessions')
        .set(toRow({ ...patch, updatedAt: Date.now() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async expireAllOfUser(userDid, visitorId) {
      let expiring = db
        .updateTable('user_sessions')
        .set({ status: 'expired', updated_at: Date.now() })
        .where('user_did', '=', userDid)
        .where('status', '!=', 'expired');
      if (visitorId !== undefined) expiring = expiring.where('visitor_id', '=', visitorId);
      const rows = await expiring.returning('id').execute();
      return rows.map((row) => row.id);
    },
  };
}
