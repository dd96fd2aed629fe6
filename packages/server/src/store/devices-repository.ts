import type { Kysely, Selectable } from 'kysely';
import type { Database, DevicesTable } from './schema.js';
import type { DeviceRecord, DeviceSessionFilter, DevicesRepository } from './types.js';
import { toRecord as toUserSessionRecord } from './user-sessions-repository.js';

function toRecord(row: Selectable<DevicesTable>): DeviceRecord {
  return { id: row.id, secretHash: row.secret_hash, createdAt: row.created_at };
}

export function createDevicesRepository(db: Kysely<Database>): DevicesRepository {
  /** Live sessions bound to the device, narrowed by the filter. */
  function liveSessionsOf(deviceId: string, { userDid, appPid }: DeviceSessionFilter, now: number) {
    let live = db
      .selectFrom('user_sessions')
      .innerJoin('device_sessions', 'device_sessions.session_id', 'user_sessions.id')
      .where('device_sessions.device_id', '=', deviceId)
      .where('user_sessions.status', '!=', 'expired')
      .where('user_sessions.expires_at', '>', now);
    if (userDid !== undefined) live = live.where('user_sessions.user_did', '=', userDid);
    if (appPid !== undefined) live = live.where('user_sessions.app_pid', '=', appPid);
    return live;
  }

  return {
    async create(device) {
      const row = await db
        .insertInto('devices')
        .values({ id: device.id, secret_hash: device.secretHash, created_at: device.createdAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async bindSession(sessionId, deviceId, at) {
      // The first binding stands: a session never moves to another device.
      await db
        .insertInto('device_sessions')
        .values({ session_id: sessionId, device_id: deviceId, created_at: at })
        .onConflict((conflict) => conflict.column('session_id').doNothing())
        .execute();
      const { device_id } = await db.selectFrom('device_sessions').select('device_id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
      return device_id;
    },

    async findDeviceOfSession(sessionId) {
      const row = await db.selectFrom('device_sessions').select('device_id').where('session_id', '=', sessionId).executeTakeFirst();
      return row?.device_id ?? null;
    },

    async listSessions(deviceId, filter, now, limit) {
      const rows = await liveSessionsOf(deviceId, filter, now)
        .selectAll('user_sessions')
        .orderBy('user_sessions.updated_at', 'desc')
        .orderBy('user_sessions.id')
        .limit(limit)
        .execute();
      return rows.map(toUserSessionRecord);
    },

    async takeSession(deviceId, { id, userDid, appPid }, now) {
      const row = await db
        .updateTable('user_sessions')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', id)
        .where('user_did', '=', userDid)
        .where('app_pid', '=', appPid)
        // Checked on the row itself: PostgreSQL re-checks these on the locked row, so a racing take finds it expired.
        .where('status', '!=', 'expired')
        .where('expires_at', '>', now)
        .where('id', 'in', db.selectFrom('device_sessions').select('session_id').where('device_id', '=', deviceId))
        .returningAll()
        .executeTakeFirst();
      return row ? toUserSessionRecord(row) : null;
    },

    async removeIdle(cutoff) {
      // A session was saved on its device until it lapsed, or until it ended if it ended earlier.
      const savedSince = db
        .selectFrom('device_sessions')
        .innerJoin('user_sessions', 'user_sessions.id', 'device_sessions.session_id')
        .select('device_sessions.device_id')
        .where('user_sessions.expires_at', '>=', cutoff)
        .where((eb) => eb.or([eb('user_sessions.status', '!=', 'expired'), eb('user_sessions.updated_at', '>=', cutoff)]));
      const result = await db.deleteFrom('devices').where('created_at', '<', cutoff).where('id', 'not in', savedSince).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
