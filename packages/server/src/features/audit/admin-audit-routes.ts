import { AUDIT_EVENT_KINDS, RESOURCES, SERVER_PATHS, validatePagination, type AuditEvent } from '@foyer/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireGrant } from '../../http/require-grant.js';
import { validate } from '../../http/validate.js';
import type { AuditEventRecord, Store } from '../../store/types.js';
import { validOrThrow } from '../email/valid-or-throw.js';
import { routeDocs } from '../openapi/describe.js';
import { adminMethodsSchema, adminOverviewSchema, auditEventPageSchema } from '../openapi/admin-audit-schemas.js';
import type { SessionService } from '../session/session-service.js';
import { adminMethods } from './admin-methods.js';
import { adminOverview } from './admin-overview.js';

const doc = routeDocs('Admin console');

export interface AdminAuditRoutesDeps {
  store: Store;
  sessions: SessionService;
  config: FoyerConfig;
}

const auditQuery = z.object({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  actor: z.string().trim().min(1).max(512).optional(),
  kind: z.enum(AUDIT_EVENT_KINDS).optional(),
});

const NO_STORE = { 'cache-control': 'no-store' };

const toAuditEvent = (record: AuditEventRecord): AuditEvent => ({ ...record, at: new Date(record.at).toISOString() });

/**
 * The admin console's reading of the server: the audit log, the overview and the sign-in methods in force. Owner and admin
 * only, by SPEC §6's `mutate node` (the server itself), which among all roles exactly those two hold, as the Dashboard link's rule.
 */
export function adminAuditRoutes({ store, sessions, config }: AdminAuditRoutesDeps): Hono<AppEnv> {
  const ownerOrAdmin = requireGrant(sessions, 'mutate', RESOURCES.node);
  return new Hono<AppEnv>()
    .get(SERVER_PATHS.adminAudit, doc('The audit log, newest first, by person (as actor or subject) and kind (owner/admin)', auditEventPageSchema), ownerOrAdmin, validate('query', auditQuery), async (c) => {
      const { actor, kind, ...pageAsked } = c.req.valid('query');
      const paging = validOrThrow(validatePagination(pageAsked));
      const { events, total } = await store.auditEvents.page({ person: actor, kind }, paging);
      return c.json({ events: events.map(toAuditEvent), ...paging, total }, 200, NO_STORE);
    })
    .get(SERVER_PATHS.adminOverview, doc('Sign-ins per day by method and failures over 30 days, live sessions, pending approvals (owner/admin)', adminOverviewSchema), ownerOrAdmin, async (c) =>
      c.json(await adminOverview(store, Date.now()), 200, NO_STORE),
    )
    .get(SERVER_PATHS.adminMethods, doc('The sign-in methods in force and the request limits (owner/admin)', adminMethodsSchema), ownerOrAdmin, (c) => c.json(adminMethods(config), 200, NO_STORE));
}
