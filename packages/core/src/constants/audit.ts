/** How long the audit log keeps a security event (docs/audit-log.md): long enough to look back over a quarter. */
export const AUDIT_RETENTION_DAYS = 90;

/** The days of sign-ins the admin overview counts back from today. */
export const AUDIT_OVERVIEW_DAYS = 30;

/** What the audit log records: each kind names one security event (docs/audit-log.md says where each is recorded). */
export const AUDIT_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'role_changed',
  'passport_issued',
  'passport_revoked',
  'passport_link_issued',
  'passport_link_redeemed',
  'client_registered',
  'client_removed',
  'federation_changed',
  'session_ended',
  'user_removed',
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];
