import type { Kysely, Selectable } from 'kysely';
import type { Database, OAuthFlowsTable } from './schema.js';
import type { OAuthFlowRecord, OAuthFlowsRepository } from './types.js';

function toRecord(row: Selectable<OAuthFlowsTable>): OAuthFlowRecord {
  return {
    state: row.state,
    provider: row.provider,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    bindingHash: row.binding_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export function createOAuthFlowsRepository(db: Kysely<Database>): OAuthFlowsRepository {
  return {
    async create(flow) {
      const row = await db
        .insertInto('oauth_flows')
        .values({
          state: flow.state,
          provider: flow.provider,
          nonce: flow.nonce,
          code_verifier: flow.codeVerifier,
          binding_hash: flow.bindingHash,
          created_at: flow.createdAt,
          expires_at: flow.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async take(state, now) {
      const row = await db.deleteFrom('oauth_flows').where('state', '=', state).where('expires_at', '>', now).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('oauth_flows').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
