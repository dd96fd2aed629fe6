import type { Kysely, Selectable } from 'kysely';
import type { Database, PassportIssuancesTable } from './schema.js';
import type { PassportIssuanceRecord, PassportIssuancesRepository } from './types.js';

function toRecord(row: Selectable<PassportIssuancesTable>): PassportIssuanceRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    issuerDid: row.issuer_did,
    issuerName: row.issuer_name,
    issuerAvatarUrl: row.issuer_avatar_url,
    role: row.role,
    title: row.title,
    expiresAt: row.expires_at,
    linkExpiresAt: row.link_expires_at,
    createdAt: row.created_at,
    usedAt: row.used_at,
    usedBy: row.used_by,
  };
}

export function createPassportIssuancesRepository(db: Kysely<Database>): PassportIssuancesRepository {
  return {
    async create(issuance) {
      const row = await db
        .insertInto('passport_issuances')
        .values({
          id: issuance.id,
          token_hash: issuance.tokenHash,
          issuer_did: issuance.issuerDid,
          issuer_name: issuance.issuerName,
          issuer_avatar_url: issuance.issuerAvatarUrl,
          role: issuance.role,
          title: issuance.title,
          expires_at: issuance.expiresAt,
          link_expires_at: issuance.linkExpiresAt,
          created_at: Date.now(),
          used_at: null,
          used_by: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findByTokenHash(tokenHash) {
      const row = await db.selectFrom('passport_issuances').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findById(id) {
      const row = await db.selectFrom('passport_issuances').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async consume(id, usedBy, now) {
      const row = await db
        .updateTable('passport_issuances')
        .set({ used_at: now, used_by: usedBy })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('link_expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}
