import type { Kysely, Selectable } from 'kysely';
import type { Database, LinkedDomainsTable } from './schema.js';
import type { LinkedDomainRecord, LinkedDomainsRepository } from './types.js';

function toRecord(row: Selectable<LinkedDomainsTable>): LinkedDomainRecord {
  return {
    domain: row.domain,
    did: row.did,
    credential: row.credential,
    linkedBy: row.linked_by,
    signedBy: row.signed_by,
    proof: row.proof,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

export function createLinkedDomainsRepository(db: Kysely<Database>): LinkedDomainsRepository {
  return {
    async save(link) {
      const values = {
        did: link.did,
        credential: link.credential,
        linked_by: link.linkedBy,
        signed_by: link.signedBy,
        proof: link.proof,
        expires_at: link.expiresAt,
        created_at: link.createdAt,
      };
      const row = await db
        .insertInto('linked_domains')
        .values({ ...values, domain: link.domain })
        .onConflict((oc) => oc.column('domain').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async find(domain) {
      const row = await db.selectFrom('linked_domains').selectAll().where('domain', '=', domain).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async list() {
      const rows = await db.selectFrom('linked_domains').selectAll().orderBy('created_at').orderBy('domain').execute();
      return rows.map(toRecord);
    },

    async remove(domain) {
      const result = await db.deleteFrom('linked_domains').where('domain', '=', domain).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
