import type { FederatedMemberStatus } from '@foyer/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FederatedAppsTable } from './schema.js';
import type { FederatedAppIdentity, FederatedAppRecord, FederatedAppsRepository } from './types.js';

function toRecord(row: Selectable<FederatedAppsTable>): FederatedAppRecord {
  return {
    role: row.role as FederatedAppRecord['role'],
    appId: row.app_id,
    appPid: row.app_pid,
    appName: row.app_name,
    appUrl: row.app_url,
    appLogo: row.app_logo,
    publicKey: JSON.parse(row.public_key) as FederatedAppRecord['publicKey'],
    status: row.status as FederatedMemberStatus,
    pendingChange: row.pending_change === null ? null : (JSON.parse(row.pending_change) as FederatedAppIdentity),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createFederatedAppsRepository(db: Kysely<Database>): FederatedAppsRepository {
  return {
    async save(app, now) {
      const values = {
        app_pid: app.appPid,
        app_name: app.appName,
        app_url: app.appUrl,
        app_logo: app.appLogo,
        public_key: JSON.stringify(app.publicKey),
        status: app.status,
        pending_change: null,
        updated_at: now,
      };
      const row = await db
        .insertInto('federated_apps')
        .values({ ...values, role: app.role, app_id: app.appId, created_at: now })
        .onConflict((oc) => oc.columns(['role', 'app_id']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async find(role, appId) {
      const row = await db.selectFrom('federated_apps').selectAll().where('role', '=', role).where('app_id', '=', appId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async list(role) {
      const rows = await db.selectFrom('federated_apps').selectAll().where('role', '=', role).orderBy('created_at').orderBy('app_id').execute();
      return rows.map(toRecord);
    },

    async setStatus(role, appId, status, now) {
      const row = await db
        .updateTable('federated_apps')
        .set({ status, updated_at: now })
        .where('role', '=', role)
        .where('app_id', '=', appId)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async setPendingChange(role, appId, change, now) {
      const row = await db
        .updateTable('federated_apps')
        .set({ pending_change: change === null ? null : JSON.stringify(change), updated_at: now })
        .where('role', '=', role)
        .where('app_id', '=', appId)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async remove(role, appId) {
      const result = await db.deleteFrom('federated_apps').where('role', '=', role).where('app_id', '=', appId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
