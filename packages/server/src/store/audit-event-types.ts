// The store's contract for the audit log (issue 27); times are epoch ms.
import type { AuditEventKind } from '@foyer/core';
import type { Json } from './json.js';

/** One security event: who did what to whom, how and from where. */
export interface AuditEventRecord {
  /** Time-ordered (UUIDv7), so rows go in at the end of their index. */
  id: string;
  at: number;
  kind: AuditEventKind;
  actorDid: string | null;
  subjectDid: string | null;
  method: string | null;
  ip: string | null;
  detail: Json | null;
}

export interface AuditEventFilter {
  /** Events this DID did or that were done to it. */
  person?: string | undefined;
  kind?: AuditEventKind | undefined;
}

/** Sign-ins and failed ones of one method on one UTC day (days since the epoch). */
export interface AuditSignInCount {
  day: number;
  kind: Extract<AuditEventKind, 'sign_in' | 'sign_in_failed'>;
  method: string | null;
  count: number;
}

export interface AuditEventsRepository {
  add(event: AuditEventRecord): Promise<void>;
  /** Newest first. */
  page(filter: AuditEventFilter, paging: { page: number; pageSize: number }): Promise<{ events: AuditEventRecord[]; total: number }>;
  /** Sign-ins and failures since `since`, counted per UTC day and method in the database. */
  countSignIns(since: number): Promise<AuditSignInCount[]>;
  /** Deletes events older than `cutoff`; how many went. */
  removeOlderThan(cutoff: number): Promise<number>;
}
