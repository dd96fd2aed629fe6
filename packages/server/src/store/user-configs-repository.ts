import type { Kysely } from 'kysely';
import { fromJsonColumn } from './json-column.js';
import type { Database } from './schema.js';
import type { UserConfigsRepository } from './types.js';

export function createUserConfigsRepository(db: Kysely<Database>): UserConfigsRepository {
  return {
    async get(userDid, name) {
      const row = await db.selectFrom('user_configs').select('value').where('user_did', '=', userDid).where('name', '=', name).executeTakeFirst();
      return row ? fromJsonColumn(row.value) : null;
    },

    async set(userDid, name, value) {
      const text = JSON.stringify(value);
      const now = Date.now();
      await db
        .insertInto('user_configs')
        .values({ user_did: userDid, name, value: text, updated_at: now })
        .onConflict((conflict) => conflict.columns(['user_did', 'name']).doUpdateSet({ value: text, updated_at: now }))
        .execute();
    },
  };
}
