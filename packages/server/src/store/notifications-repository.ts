import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from './schema.js';
import type { NotificationRecord, NotificationsRepository } from './types.js';

function toRecord(row: Selectable<NotificationsTable>): NotificationRecord {
  return { id: row.id, userDid: row.user_did, title: row.title, body: row.body, readAt: row.read_at, createdAt: row.created_at };
}

export function createNotificationsRepository(db: Kysely<Database>): NotificationsRepository {
  return {
    async create(notification) {
      const row = await db
        .insertInto('notifications')
        .values({
          id: notification.id,
          user_did: notification.userDid,
          title: notification.title,
          body: notification.body,
          read_at: notification.readAt ?? null,
          created_at: notification.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async countUnread(userDid) {
      const { total } = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('user_did', '=', userDid)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return total;
    },
  };
}
