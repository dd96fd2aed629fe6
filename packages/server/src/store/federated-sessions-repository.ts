import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { FederatedSessionsRepository } from './types.js';

export function createFederatedSessionsRepository(db: Kysely<Database>): FederatedSessionsRepository {
  return {
    async link(appId, sessionId, masterSid, now) {
      await db
        .insertInto('federated_sessions')
        .values({ app_id: appId, session_id: sessionId, master_sid: masterSid, created_at: now })
        .onConflict((oc) => oc.columns(['app_id', 'session_id']).doNothing())
        .execute();
    },

    async findBySession(sessionId) {
      const row = await db.selectFrom('federated_sessions').select(['app_id', 'master_sid']).where('session_id', '=', sessionId).executeTakeFirst();
      return row ? { appId: row.app_id, masterSid: row.master_sid } : null;
    },

    async listSessions(appId, masterSid) {
      const rows = await db.selectFrom('federated_sessions').select('session_id').where('app_id', '=', appId).where('master_sid', '=', masterSid).execute();
      return rows.map((row) => row.session_id);
    },

    async removeLapsed(cutoff) {
      const current = db.selectFrom('user_sessions').select('id').where('expires_at', '>=', cutoff);
      const result = await db.deleteFrom('federated_sessions').where('session_id', 'not in', current).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
