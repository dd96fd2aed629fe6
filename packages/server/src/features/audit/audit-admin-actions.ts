import { PATHS, SERVER_PATHS, USER_SERVICE_PREFIX, type AuditEventKind } from '@foyer/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { GrantedEnv } from '../../http/require-grant.js';
import type { SignedInEnv } from '../../http/require-session.js';
import { sessionToken } from '../../http/session-token.js';
import type { Json } from '../../store/types.js';
import { OIDC_PATHS } from '../oidc/oidc-paths.js';
import type { SessionService } from '../session/session-service.js';
import type { AuditLog } from './audit-log.js';

type Guarded = Partial<GrantedEnv['Variables'] & SignedInEnv['Variables']>;

/** What the route's answer and request say about the event: whom it touched and the details worth keeping. */
interface Described {
  subjectDid?: string | null | undefined;
  detail: Json;
}

interface Read {
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
  param: (name: string) => string | undefined;
}

interface AuditedRoute {
  method: 'POST' | 'DELETE';
  path: string;
  kind: AuditEventKind;
  /** A server's signed call, not a person's: no actor to look for. */
  serverCall?: true;
  /** Done by the person to themself: the actor is the subject too. */
  self?: true;
  describe(read: Read): Described;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

// Each state-changing route whose success is a security event; a refused request changed nothing and is not recorded here.
const AUDITED: AuditedRoute[] = [
  { method: 'POST', path: SERVER_PATHS.teamPassports, kind: 'passport_issued', describe: ({ answer }) => ({ subjectDid: text(answer.ownerDid), detail: { passportId: answer.id, role: answer.role, source: 'issue' } }) },
  { method: 'POST', path: `${SERVER_PATHS.teamPassports}/:id/revoke`, kind: 'passport_revoked', describe: ({ answer }) => ({ subjectDid: text(answer.ownerDid), detail: { passportId: answer.id, role: answer.role } }) },
  { method: 'POST', path: SERVER_PATHS.passportIssuances, kind: 'passport_link_issued', describe: ({ body, answer }) => ({ detail: { issuanceId: answer.id, role: body.role, title: body.title ?? null, linkExpiresAt: answer.expiresAt } }) },
  { method: 'POST', path: PATHS.switchPassport, kind: 'role_changed', self: true, describe: ({ body }) => ({ detail: { passportId: body.passportId } }) },
  { method: 'POST', path: OIDC_PATHS.register, kind: 'client_registered', describe: ({ answer }) => ({ detail: { clientId: answer.client_id, clientName: answer.client_name ?? null } }) },
  { method: 'DELETE', path: `${OIDC_PATHS.clients}/:clientId`, kind: 'client_removed', describe: ({ param }) => ({ detail: { clientId: param('clientId') } }) },
  { method: 'POST', path: SERVER_PATHS.federatedJoin, kind: 'federation_changed', describe: ({ body }) => ({ detail: { action: 'join', masterUrl: body.masterUrl } }) },
  { method: 'POST', path: SERVER_PATHS.federatedLeave, kind: 'federation_changed', describe: () => ({ detail: { action: 'leave' } }) },
  { method: 'POST', path: `${SERVER_PATHS.federatedMembers}/:appId/:decision`, kind: 'federation_changed', describe: ({ param }) => ({ detail: { action: param('decision'), appId: param('appId') } }) },
  { method: 'POST', path: SERVER_PATHS.federatedRequests, kind: 'federation_changed', serverCall: true, describe: ({ answer }) => ({ detail: { action: 'join_requested', status: answer.status ?? null } }) },
  { method: 'POST', path: SERVER_PATHS.federatedStatus, kind: 'federation_changed', serverCall: true, describe: ({ body }) => ({ detail: { action: 'status_from_master', status: body.status } }) },
  { method: 'POST', path: SERVER_PATHS.federatedMemberLeft, kind: 'federation_changed', serverCall: true, describe: () => ({ detail: { action: 'member_left' } }) },
  { method: 'DELETE', path: USER_SERVICE_PREFIX, kind: 'user_removed', self: true, describe: () => ({ detail: { by: 'self' } }) },
];

/** Who acted: the caller the route's guard let through, else (the OAuth client routes keep none) the session behind the token. */
async function actorOf(c: Context<AppEnv>, sessions: SessionService): Promise<string | null> {
  const guarded = c.var as Guarded;
  const known = guarded.caller?.claims.sub ?? guarded.signedIn?.claims.sub;
  if (known) return known;
  const token = sessionToken(c);
  return token ? ((await sessions.authenticate(token).catch(() => null))?.claims.sub ?? null) : null;
}

/** Records each audited route's success, after its handler ran, with the actor, the caller's address and what it changed. */
export function auditAdminActions(app: Hono<AppEnv>, sessions: SessionService, audit: AuditLog): void {
  for (const route of AUDITED) {
    app.on(route.method, route.path, async (c, next) => {
      await next();
      if (c.res.status >= 300) return;
      const body = objectOf(await c.req.json().catch(() => null));
      const answer = c.res.status === 204 ? {} : objectOf(await c.res.clone().json().catch(() => null));
      const { subjectDid, detail } = route.describe({ body, answer, param: (name) => c.req.param(name) });
      const actorDid = route.serverCall ? null : await actorOf(c, sessions);
      await audit.record({ kind: route.kind, actorDid, subjectDid: route.self ? actorDid : subjectDid, ip: c.var.client.ip, detail });
    });
  }
}
