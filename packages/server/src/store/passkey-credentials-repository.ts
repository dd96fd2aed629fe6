import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyCredentialsTable } from './schema.js';
import type { PasskeyCredentialRecord, PasskeyCredentialsRepository, Store } from './types.js';

function toRecord(row: Selectable<PasskeyCredentialsTable>): PasskeyCredentialRecord {
  return {
    id: row.id,
    userDid: row.user_did,
    userHandle: row.user_handle,
    publicKey: row.public_key,
    counter: row.counter,
    transports: JSON.parse(row.transports) as string[],
    deviceType: row.device_type === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backed_up === 1,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    name: row.name,
  };
}

export function createPasskeyCredentialsRepository(db: Kysely<Database>, dialect: Store['dialect']): PasskeyCredentialsRepository {
  const byUser = (userDid: string) => db.selectFrom('passkey_credentials').selectAll().where('user_did', '=', userDid).orderBy('created_at').orderBy('id');

  return {
    async create(credential) {
      const row = await db
        .insertInto('passkey_credentials')
        .values({
          id: credential.id,
          user_did: credential.userDid,
          user_handle: credential.userHandle,
          public_key: credential.publicKey,
          counter: credential.counter,
          transports: JSON.stringify(credential.transports),
          device_type: credential.deviceType,
          backed_up: Number(credential.backedUp),
          created_at: credential.createdAt,
          last_used_at: null,
          name: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('passkey_credentials').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listByUser(userDid) {
      return (await byUser(userDid).execute()).map(toRecord);
    },

    async lockByUser(userDid) {
      // SQLite has no FOR UPDATE, and needs none: its one connection runs one transaction at a time.
      const rows = await (dialect === 'postgres' ? byUser(userDid).forUpdate() : byUser(userDid)).execute();
      return rows.map(toRecord);
    },

    async recordUse(id, from, to, at) {
      const result = await db
        .updateTable('passkey_credentials')
        .set({ counter: to, last_used_at: at })
        .where('id', '=', id)
        .where('counter', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async rename(id, userDid, name) {
      const result = await db.updateTable('passkey_credentials').set({ name }).where('id', '=', id).where('user_did', '=', userDid).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(id, userDid) {
      const result = await db.deleteFrom('passkey_credentials').where('id', '=', id).where('user_did', '=', userDid).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
