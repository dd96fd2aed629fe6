import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EmailCodesTable } from './schema.js';
import type { EmailCodePurpose, EmailCodeRecord, EmailCodesRepository } from './types.js';

const toPurpose = (value: string): EmailCodePurpose => (value === 'kyc' ? 'kyc' : 'login');

function toRecord(row: Selectable<EmailCodesTable>): EmailCodeRecord {
  return {
    id: row.id,
    purpose: toPurpose(row.purpose),
    userDid: row.user_did,
    email: row.email,
    codeHash: row.code_hash,
    magicTokenHash: row.magic_token_hash,
    sourceAppPid: row.source_app_pid,
    locale: row.locale,
    attempts: row.attempts,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    verifiedAt: row.verified_at,
    consumedAt: row.consumed_at,
  };
}

function toRow(code: EmailCodeRecord): Insertable<EmailCodesTable> {
  return {
    id: code.id,
    purpose: code.purpose,
    user_did: code.userDid,
    email: code.email,
    code_hash: code.codeHash,
    magic_token_hash: code.magicTokenHash,
    source_app_pid: code.sourceAppPid,
    locale: code.locale,
    attempts: code.attempts,
    created_at: code.createdAt,
    expires_at: code.expiresAt,
    verified_at: code.verifiedAt,
    consumed_at: code.consumedAt,
  };
}

export function createEmailCodesRepository(db: Kysely<Database>): EmailCodesRepository {
  return {
    async create(code) {
      const row = await db
        .insertInto('email_codes')
        .values(toRow({ purpose: 'login', userDid: null, ...code, attempts: 0, verifiedAt: null, consumedAt: null }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('email_codes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByMagicTokenHash(hash) {
      const row = await db.selectFrom('email_codes').selectAll().where('magic_token_hash', '=', hash).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findLatestByEmail(email, purpose) {
      let query = db.selectFrom('email_codes').selectAll().where('email', '=', email);
      if (purpose) query = query.where('purpose', '=', purpose);
      const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findLatestByUser(userDid) {
      const row = await db
        .selectFrom('email_codes')
        .selectAll()
        .where('user_did', '=', userDid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async incrementAttempts(id) {
      const row = await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      if (!row) throw new Error(`Email code ${id} not found`);
      return row.attempts;
    },

    async spend(id, at) {
      const result = await db
        .updateTable('email_codes')
        .set({ consumed_at: at, verified_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async removeExpired(now) {
      const result = await db.deleteFrom('email_codes').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
