import { randomBytes } from 'node:crypto';
import { PLATFORM_TTL, type ClientSummary } from '@foyer/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { oauthError } from './oauth-error.js';
import { OIDC_PATHS } from './oidc-paths.js';
import { ownerOrAdmin } from './owner-or-admin.js';
import { routeDocs } from '../openapi/describe.js';
import { clientListSchema, oauthRefusalSchema, rotatedClientSchema } from '../openapi/authorization-server-schemas.js';
import { noContent } from '../openapi/non-json-answers.js';

const doc = routeDocs('Authorization server', oauthRefusalSchema);

const CLIENT = 'Client';

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function toSummary(payload: Record<string, unknown>, createdAt: number): ClientSummary {
  const expiresAt = typeof payload.client_secret_expires_at === 'number' && payload.client_secret_expires_at > 0 ? payload.client_secret_expires_at * 1000 : null;
  return {
    clientId: String(payload.client_id),
    clientName: typeof payload.client_name === 'string' ? payload.client_name : null,
    logoUri: typeof payload.logo_uri === 'string' ? payload.logo_uri : null,
    redirectUris: strings(payload.redirect_uris),
    public: payload.token_endpoint_auth_method === 'none',
    createdAt: typeof payload.client_id_issued_at === 'number' ? payload.client_id_issued_at * 1000 : createdAt,
    secretExpiresAt: expiresAt,
  };
}

/** Owner/admin management of registered clients: list them, rotate a secret, delete one (and with it every grant and token it holds). */
export function clientAdminRoutes(store: Store, sessions: SessionService): Hono<AppEnv> {
  // On each route rather than one `use`, so the OpenAPI document marks each operation as the guard demands.
  const guard = ownerOrAdmin(sessions);
  return new Hono<AppEnv>()
    .get(OIDC_PATHS.clients, doc('List OAuth clients (owner/admin)', clientListSchema), guard, async (c) => {
      const clients = await store.oidcModels.list(CLIENT, Date.now());
      return c.json({ clients: clients.map((client) => toSummary(client.payload, client.createdAt)) }, 200, { 'cache-control': 'no-store' });
    })
    .post(`${OIDC_PATHS.clients}/:clientId/secret`, doc('Rotate a client\'s secret (owner/admin)', rotatedClientSchema), guard, async (c) => {
      const now = Date.now();
      const client = await store.oidcModels.find(CLIENT, c.req.param('clientId'), now);
      if (!client) return oauthError(c, 404, 'invalid_client', 'No such client');
      if (client.payload.token_endpoint_auth_method === 'none') return oauthError(c, 400, 'invalid_request', 'A public client has no secret to rotate');
      // The old secret stops working at once: a rotation is what an owner does when a secret leaked.
      const secret = randomBytes(48).toString('base64url');
      const payload = { ...client.payload, client_secret: secret, client_secret_expires_at: Math.floor((now + PLATFORM_TTL.oauthClientSecretMs) / 1000) };
      await store.oidcModels.upsert(CLIENT, client.id, payload, null, now);
      return c.json({ ...toSummary(payload, client.createdAt), clientSecret: secret }, 200, { 'cache-control': 'no-store' });
    })
    .delete(`${OIDC_PATHS.clients}/:clientId`, doc('Remove a client (owner/admin)', noContent), guard, async (c) => {
      const removed = await store.oidcModels.removeByClient(c.req.param('clientId'));
      if (removed === 0) return oauthError(c, 404, 'invalid_client', 'No such client');
      return c.body(null, 204);
    });
}
