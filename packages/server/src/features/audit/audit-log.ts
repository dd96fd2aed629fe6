import type { AuditEventKind } from '@foyer/core';
import type { Logger } from 'pino';
import { timeOrderedId } from '../../store/time-ordered-id.js';
import type { Json, Store } from '../../store/types.js';

/** What a feature says happened; the log stamps the id and the time. */
export interface AuditInput {
  kind: AuditEventKind;
  actorDid?: string | null | undefined;
  subjectDid?: string | null | undefined;
  method?: string | null | undefined;
  ip?: string | null | undefined;
  detail?: Json | null | undefined;
}

export interface AuditLog {
  /** Records the event; never throws, so a store hiccup does not fail the request that did the thing (it is logged instead). */
  record(event: AuditInput): Promise<void>;
}

export function createAuditLog(store: Pick<Store, 'auditEvents'>, log: Logger): AuditLog {
  return {
    async record({ kind, actorDid, subjectDid, method, ip, detail }) {
      const event = { id: timeOrderedId(), at: Date.now(), kind, actorDid: actorDid ?? null, subjectDid: subjectDid ?? null, method: method ?? null, ip: ip ?? null, detail: detail ?? null };
      await store.auditEvents.add(event).catch((error: unknown) => log.error({ err: error, audit: event }, `Recording the audit event ${kind} failed`));
    },
  };
}
