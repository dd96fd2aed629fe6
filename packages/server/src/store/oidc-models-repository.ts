import type { Kysely, Selectable } from 'kysely';
import { fromJsonColumn } from './json-column.js';
import type { Database, OidcModelsTable } from './schema.js';
import type { OidcModelRecord, OidcModelsRepository } from './types.js';

const GRANT = 'Grant';

function toRecord(row: Selectable<OidcModelsTable>): OidcModelRecord {
  return {
    model: row.model,
    id: row.id,
    payload: fromJsonColumn<Record<string, unknown>>(row.payload) ?? {},
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

// A Client's own id is its client_id; every other model names its client and account in the payload.
function indexedColumns(model: string, id: string, payload: Record<string, unknown>) {
  return {
    grant_id: text(payload.grantId),
    uid: text(payload.uid),
    user_code: text(payload.userCode),
    client_id: model === 'Client' ? id : text(payload.clientId),
    account_id: text(payload.accountId),
  };
}

export function createOidcModelsRepository(db: Kysely<Database>): OidcModelsRepository {
  const live = (now: number) => db.selectFrom('oidc_models').selectAll().where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));

  return {
    async upsert(model, id, payload, expiresAt, now) {
      const columns = { payload: JSON.stringify(payload), expires_at: expiresAt, ...indexedColumns(model, id, payload) };
      await db
        .insertInto('oidc_models')
        .values({ model, id, created_at: now, consumed_at: null, ...columns })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(columns))
        .execute();
    },

    async find(model, id, now) {
      const row = await live(now).where('model', '=', model).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByUid(model, uid, now) {
      const row = await live(now).where('model', '=', model).where('uid', '=', uid).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByUserCode(model, userCode, now) {
      const row = await live(now).where('model', '=', model).where('user_code', '=', userCode).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async consume(model, id, now) {
      // The condition on consumed_at makes two racing redemptions of one code agree on a single winner.
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('oidc_models').select('payload').where('model', '=', model).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
        if (!row) return false;
        const payload = { ...fromJsonColumn<Record<string, unknown>>(row.payload), consumed: Math.floor(now / 1000) };
        const result = await trx
          .updateTable('oidc_models')
          .set({ consumed_at: now, payload: JSON.stringify(payload) })
          .where('model', '=', model)
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },

    async destroy(model, id) {
      await db.deleteFrom('oidc_models').where('model', '=', model).where('id', '=', id).execute();
    },

    async revokeByGrantId(grantId) {
      await db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
    },

    async list(model, now) {
      const rows = await live(now).where('model', '=', model).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toRecord);
    },

    async removeByClient(clientId) {
      const result = await db.deleteFrom('oidc_models').where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async findGrant(accountId, clientId, now) {
      const row = await live(now)
        .where('account_id', '=', accountId)
        .where('client_id', '=', clientId)
        .where('model', '=', GRANT)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async removeByAccount(accountId) {
      const result = await db.deleteFrom('oidc_models').where('account_id', '=', accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async listGrantsOfAccount(accountId, now) {
      const rows = await live(now).where('account_id', '=', accountId).where('model', '=', GRANT).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toRecord);
    },

    async removeByAccountAndClient(accountId, clientId) {
      const result = await db.deleteFrom('oidc_models').where('account_id', '=', accountId).where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('oidc_models').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
