import type { Insertable, Kysely, Selectable } from 'kysely';
import { fromJsonColumn, toJsonColumn } from './json-column.js';
import type { Database, PassportsTable } from './schema.js';
import type { PassportRecord, PassportSource, PassportStatus, PassportsRepository } from './types.js';

// Expiry is a moment, not a write: a passport past its expiresAt reads as expired with nothing to run first.
function statusOf(row: Selectable<PassportsTable>): PassportStatus {
  return row.status === 'valid' && row.expires_at !== null && row.expires_at <= Date.now() ? 'expired' : (row.status as PassportStatus);
}

function toRecord(row: Selectable<PassportsTable>): PassportRecord {
  return {
    id: row.id,
    ownerDid: row.owner_did,
    name: row.name,
    title: row.title,
    role: row.role,
    display: fromJsonColumn(row.display),
    issuerDid: row.issuer_did,
    issuerName: row.issuer_name,
    issuerAvatarUrl: row.issuer_avatar_url,
    preferredColor: row.preferred_color,
    status: statusOf(row),
    source: row.source as PassportSource,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

function toRow(passport: PassportRecord): Insertable<PassportsTable> {
  return {
    id: passport.id,
    owner_did: passport.ownerDid,
    name: passport.name,
    title: passport.title,
    role: passport.role,
    display: toJsonColumn(passport.display),
    issuer_did: passport.issuerDid,
    issuer_name: passport.issuerName,
    issuer_avatar_url: passport.issuerAvatarUrl,
    preferred_color: passport.preferredColor,
    status: passport.status,
    source: passport.source,
    created_at: passport.createdAt,
    updated_at: passport.updatedAt,
    expires_at: passport.expiresAt,
    revoked_at: passport.revokedAt,
  };
}

export function createPassportsRepository(db: Kysely<Database>): PassportsRepository {
  return {
    async create(passport) {
      const now = Date.now();
      const row = await db
        .insertInto('passports')
        .values(toRow({ ...passport, status: passport.status ?? 'valid', revokedAt: null, createdAt: now, updatedAt: now }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async findById(id) {
      const row = await db.selectFrom('passports').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listByOwner(ownerDid) {
      const rows = await db
        .selectFrom('passports')
        .selectAll()
        .where('owner_did', '=', ownerDid)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    async setStatus(id, status, at) {
      const row = await db
        .updateTable('passports')
        .set({ status, revoked_at: status === 'revoked' ? at : null, updated_at: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async revokeIfValid(id, at) {
      const row = await db
        .updateTable('passports')
        .set({ status: 'revoked', revoked_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'valid')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listRevokedIds(limit) {
      const rows = await db.selectFrom('passports').select('id').where('status', '=', 'revoked').orderBy('revoked_at', 'desc').orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },
  };
}
