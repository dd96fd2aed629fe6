import type { AuditEventKind } from '../constants/audit.js';

/** One security event of the audit log, as the admin API lists it; `at` is ISO 8601. */
export interface AuditEvent {
  id: string;
  at: string;
  kind: AuditEventKind;
  /** Who did it: the signed-in person, the one signing in; null for a peer server's call or an anonymous attempt. */
  actorDid: string | null;
  /** Whom or what it was done to, when that is a person. */
  subjectDid: string | null;
  /** The sign-in method, for sign-ins and failed ones. */
  method: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

export interface AuditEventPage {
  events: AuditEvent[];
  page: number;
  pageSize: number;
  total: number;
}

/** One UTC day of the overview: sign-ins by method and failed sign-ins. */
export interface AdminOverviewDay {
  date: string;
  signIns: Record<string, number>;
  failures: number;
}

export interface AdminOverview {
  /** The last AUDIT_OVERVIEW_DAYS days, oldest first, today last. */
  days: AdminOverviewDay[];
  activeSessions: number;
  pendingApprovals: { federation: number };
}

/** The sign-in methods in force and the request limits, read-only from the server's configuration. */
export interface AdminMethods {
  wallet: boolean;
  email: boolean;
  passkey: boolean;
  oauth: { provider: string; enabled: boolean }[];
  nftCollections: string[];
  limits: { name: string; points: number; durationSeconds: number }[];
}
