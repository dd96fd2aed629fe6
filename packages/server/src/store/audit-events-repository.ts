import { TIME, type AuditEventKind } from '@foyer/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditEventsTable, Database } from './schema.js';
import { fromJsonColumn, toJsonColumn } from './json-column.js';
import type { AuditEventRecord, AuditEventsRepository, AuditSignInCount } from './types.js';

function toRecord(row: Selectable<AuditEventsTable>): AuditEventRecord {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind as AuditEventKind,
    actorDid: row.actor_did,
    subjectDid: row.subject_did,
    method: row.method,
    ip: row.ip,
    detail: fromJsonColumn(row.detail),
  };
}

const SIGN_IN_KINDS = ['sign_in', 'sign_in_failed'] as const;

export function createAuditEventsRepository(db: Kysely<Database>): AuditEventsRepository {
  return {
    async add(event) {
      await db
        .insertInto('audit_events')
        .values({
          id: event.id,
          at: event.at,
          kind: event.kind,
          actor_did: event.actorDid,
          subject_did: event.subjectDid,
          method: event.method,
          ip: event.ip,
          detail: toJsonColumn(event.detail) ?? null,
        })
        .execute();
    },

    async page({ person, kind }, { page, pageSize }) {
      let chosen = db.selectFrom('audit_events');
      if (person !== undefined) chosen = chosen.where((eb) => eb.or([eb('actor_did', '=', person), eb('subject_did', '=', person)]));
      if (kind !== undefined) chosen = chosen.where('kind', '=', kind);
      const [rows, { total }] = await Promise.all([
        chosen
          .selectAll()
          .orderBy('at', 'desc')
          // Ids are time-ordered too: they break ties within a millisecond, so pages never overlap.
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        chosen.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { events: rows.map(toRecord), total: Number(total) };
    },

    async countSignIns(since) {
      // Integer division on both engines: the UTC day since the epoch.
      const day = sql<number>`at / ${sql.lit(TIME.day)}`;
      const rows = await db
        .selectFrom('audit_events')
        .select((eb) => [day.as('day'), 'kind', 'method', eb.fn.countAll<number>().as('count')])
        .where('kind', 'in', SIGN_IN_KINDS)
        .where('at', '>=', since)
        .groupBy([day, 'kind', 'method'])
        .execute();
      return rows.map((row): AuditSignInCount => ({ day: Number(row.day), kind: row.kind as AuditSignInCount['kind'], method: row.method, count: Number(row.count) }));
    },

    async removeOlderThan(cutoff) {
      const result = await db.deleteFrom('audit_events').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
