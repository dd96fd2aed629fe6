import { SERVER_PATHS } from '@foyer/core';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Logger } from 'pino';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { skipCsrf } from '../../http/csrf.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import type { Store } from '../../store/types.js';
import type { SessionService } from '../session/session-service.js';
import { clientAdminRoutes } from './client-admin-routes.js';
import type { AuthorizationServerRef } from './lazy-authorization-server.js';
import { interactionRoutes } from './interaction-routes.js';
import { OIDC_PATHS } from './oidc-paths.js';
import { ownerOrAdmin } from './owner-or-admin.js';
import { registerWithInitialAccessToken } from './register-client.js';
import { userGrantsRoutes } from './user-grants-routes.js';
import { routeDocs } from '../openapi/describe.js';
import { discoverySchema, oauthRefusalSchema, registeredClientSchema } from '../openapi/authorization-server-schemas.js';

const doc = routeDocs('Authorization server', oauthRefusalSchema);

export interface AuthorizationServerRoutesDeps {
  authorizationServer: AuthorizationServerRef;
  store: Store;
  sessions: SessionService;
  limiters: Limiters;
  appName: string;
  log: Logger;
  pagesDir?: string;
}

// Endpoints oidc-provider answers itself; relying parties call them cross-site and authenticate as clients, so no CSRF token.
const PROVIDER_PATHS = [
  OIDC_PATHS.authorize,
  `${OIDC_PATHS.authorize}/*`,
  OIDC_PATHS.token,
  OIDC_PATHS.revoke,
  OIDC_PATHS.userinfo,
  OIDC_PATHS.jwks,
  OIDC_PATHS.logout,
  `${OIDC_PATHS.logout}/*`,
  OIDC_PATHS.introspect,
];

/** SPEC §2's OAuth server endpoints and both discovery documents, the person's pages and allowed apps, and the owner's client list. */
export function authorizationServerRoutes({ authorizationServer, store, sessions, limiters, appName, log, pagesDir }: AuthorizationServerRoutesDeps): Hono<AppEnv> {
  const forward = async (c: Context<AppEnv>) => {
    const server = await authorizationServer();
    const { incoming, outgoing } = c.env ?? {};
    // A body of unstated length was already read off the socket by the body limit: its buffered copy goes the web way.
    if (!incoming || !outgoing || incoming.readableEnded) return server.handle(c.req.raw);
    await server.handleNode(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  const routes = new Hono<AppEnv>()
    .use(OIDC_PATHS.token, limit({ limiter: limiters.tokenPerIp }))
    .use(OIDC_PATHS.register, limit({ limiter: limiters.registrationPerIp }))
    .get(SERVER_PATHS.openidConfiguration, doc('OpenID Connect discovery document', discoverySchema), forward)
    // RFC 8414's name for the same document; one issuer, one set of endpoints.
    .get(SERVER_PATHS.oauthAuthorizationServer, doc('OAuth 2.0 authorization server metadata (RFC 8414)', discoverySchema), async (c) => (await authorizationServer()).handle(new Request(new URL(SERVER_PATHS.openidConfiguration, c.req.url), { headers: c.req.raw.headers })))
    // RFC 7591 behind Foyer's own sign-in: an owner's or admin's session stands in for the initial access token.
    .post(OIDC_PATHS.register, doc('Register an OAuth client (owner/admin session, RFC 7591)', registeredClientSchema, 201), skipCsrf, ownerOrAdmin(sessions), async (c) => registerWithInitialAccessToken(await authorizationServer(), c.req.raw))
    .route('/', interactionRoutes({ authorizationServer, store, sessions, appName, log, pagesDir }))
    .route('/', clientAdminRoutes(store, sessions))
    .route('/', userGrantsRoutes(store, sessions));
  for (const path of PROVIDER_PATHS) routes.all(path, skipCsrf, forward);
  return routes;
}
