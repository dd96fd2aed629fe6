import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { SettingsRepository } from './types.js';

export function createSettingsRepository(db: Kysely<Database>): SettingsRepository {
  const get = async (key: string): Promise<string | null> => {
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? row.value : null;
  };

  return {
    get,

    async setIfAbsent(key, value) {
      const now = Date.now();
      await db
        .insertInto('settings')
        .values({ key, value, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await get(key);
      if (stored === null) throw new Error(`Setting ${key} vanished right after it was stored`);
      return stored;
    },

    async set(key, value) {
      const now = Date.now();
      await db
        .insertInto('settings')
        .values({ key, value, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    },
  };
}
