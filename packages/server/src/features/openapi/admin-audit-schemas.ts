import { AUDIT_EVENT_KINDS } from '@foyer/core';
import { z } from 'zod';

// Response shapes of @foyer/core's AuditEventPage, AdminOverview and AdminMethods (types/admin.ts); response-schemas.test.ts holds them equal.

const auditEventSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    kind: z.enum(AUDIT_EVENT_KINDS),
    actorDid: z.string().nullable(),
    subjectDid: z.string().nullable(),
    method: z.string().nullable(),
    ip: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEvent', description: 'A security event: who did what to whom, how and from where.' });

export const auditEventPageSchema = z
  .object({ events: z.array(auditEventSchema), page: z.number(), pageSize: z.number(), total: z.number() })
  .meta({ id: 'AuditEventPage', description: 'A page of the audit log, newest first.' });

export const adminOverviewSchema = z
  .object({
    days: z.array(z.object({ date: z.string(), signIns: z.record(z.string(), z.number()), failures: z.number() })),
    activeSessions: z.number(),
    pendingApprovals: z.object({ federation: z.number() }),
  })
  .meta({ id: 'AdminOverview', description: 'Sign-ins per UTC day by method and failed ones over the last 30 days (oldest first), live sessions, approvals waiting.' });

export const adminMethodsSchema = z
  .object({
    wallet: z.boolean(),
    email: z.boolean(),
    passkey: z.boolean(),
    oauth: z.array(z.object({ provider: z.string(), enabled: z.boolean() })),
    nftCollections: z.array(z.string()),
    limits: z.array(z.object({ name: z.string(), points: z.number(), durationSeconds: z.number() })),
  })
  .meta({ id: 'AdminMethods', description: 'The sign-in methods in force and the request limits, from the configuration.' });
