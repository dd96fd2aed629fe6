import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { RateLimitsRepository } from './types.js';

export function createRateLimitsRepository(db: Kysely<Database>): RateLimitsRepository {
  return {
    async add(key, points, expiresAt, now, replace) {
      // The insert, the check whether the old count has ended and the addition are one statement, so racing instances never lose a count.
      const ended = sql<boolean>`rate_limits.expires_at is not null and rate_limits.expires_at <= ${now}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, points, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet(
            replace
              ? { points, expires_at: expiresAt }
              : {
                  points: sql<number>`case when ${ended} then ${points} else rate_limits.points + ${points} end`,
                  expires_at: sql<number | null>`case when ${ended} then ${expiresAt} else rate_limits.expires_at end`,
                },
          ),
        )
        .returning(['points', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { points: Number(row.points), expiresAt: row.expires_at };
    },

    async find(key, now) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['points', 'expires_at'])
        .where('key', '=', key)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      return row ? { points: Number(row.points), expiresAt: row.expires_at } : null;
    },

    async remove(key) {
      const result = await db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
