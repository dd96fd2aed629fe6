import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { fromJsonColumn, toJsonColumn } from './json-column.js';
import type { ConnectedAccountsTable, Database } from './schema.js';
import type { ConnectedAccountRecord, ConnectedAccountsRepository } from './types.js';

function toRecord(row: Selectable<ConnectedAccountsTable>): ConnectedAccountRecord {
  return {
    id: row.id,
    userDid: row.user_did,
    provider: row.provider,
    did: row.did,
    providerUserId: row.provider_user_id,
    email: row.email,
    fullName: row.full_name,
    avatar: row.avatar,
    extra: fromJsonColumn(row.extra),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
  };
}

function toRow(account: ConnectedAccountRecord): Insertable<ConnectedAccountsTable>;
function toRow(patch: Partial<ConnectedAccountRecord> & Pick<ConnectedAccountRecord, 'updatedAt'>): Updateable<ConnectedAccountsTable>;
function toRow(account: Partial<ConnectedAccountRecord>): Updateable<ConnectedAccountsTable> {
  return {
    id: account.id,
    user_did: account.userDid,
    provider: account.provider,
    did: account.did,
    provider_user_id: account.providerUserId,
    email: account.email,
    full_name: account.fullName,
    avatar: account.avatar,
    extra: toJsonColumn(account.extra),
    created_at: account.createdAt,
    updated_at: account.updatedAt,
    last_login_at: account.lastLoginAt,
  };
}

export function createConnectedAccountsRepository(db: Kysely<Database>): ConnectedAccountsRepository {
  return {
    async create(account) {
      const now = Date.now();
      const row = await db
        .insertInto('connected_accounts')
        .values(toRow({ ...account, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findByProviderUser(provider, providerUserId) {
      const row = await db
        .selectFrom('connected_accounts')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_user_id', '=', providerUserId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listByUser(userDid) {
      const rows = await db
        .selectFrom('connected_accounts')
        .selectAll()
        .where('user_did', '=', userDid)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    async update(id, patch) {
      const row = await db
        .updateTable('connected_accounts')
        .set(toRow({ ...patch, updatedAt: Date.now() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async remove(id) {
      const result = await db.deleteFrom('connected_accounts').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
