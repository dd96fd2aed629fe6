import type { VerifiedAccessToken } from '../features/oidc/verify-access-token.js';
import { checkScope, checkSession, errorResponse, type SessionRequirement } from './foyer-guard.js';
import { isFoyerPath } from './foyer-paths.js';
import { nextClientAddress } from './next-client-address.js';
import { getSession, type FoyerForIntegrations, type FoyerSession, type RequestLike } from './session-of-request.js';

/** A Next.js App Router route handler, as web types: Next passes a NextRequest (a Request) and a context with the params. */
export type RouteHandler<Context = unknown> = (request: Request, context: Context) => Response | Promise<Response>;

/** A route handler that runs only for a signed-in session that meets the requirement, and is handed it. */
export type SessionRouteHandler<Context = unknown> = (request: Request, session: FoyerSession, context: Context) => Response | Promise<Response>;

/** A route handler that runs only for a bearer access token holding the scopes, and is handed the verified token. */
export type ScopeRouteHandler<Context = unknown> = (request: Request, token: VerifiedAccessToken, context: Context) => Response | Promise<Response>;

/** One rule of foyerMiddleware: requests whose path starts with `path` need a session meeting the requirement. */
export interface ProtectedPath extends SessionRequirement {
  path: string;
}

export interface FoyerNextOptions {
  /**
   * The caller's address of a request, for Foyer's per-address limits and the sessions it records: Next.js hands route
   * handlers no socket. By default X-Forwarded-For past FOYER_TRUSTED_PROXIES, when they include Next's own server
   * (`loopback` or a hop count); without either, a production Foyer refuses the calls it limits per address.
   */
  clientAddress?: (request: Request) => string | undefined;
}

export interface FoyerNext {
  /**
   * Foyer's own handler for a catch-all route: `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD } = foyerNext(foyer).routeHandlers`
   * in `app/.well-known/[...foyer]/route.ts` (plus the metadata script and shared bridge routes, see isFoyerPath).
   */
  routeHandlers: Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD', (request: Request) => Promise<Response>>;
  /** The signed-in user, passport and claims of a Request, or of `{ headers: await headers() }` in a Server Component; null when signed out. */
  getSession(request: RequestLike): Promise<FoyerSession | null>;
  /** Wraps a route handler: 401 `invalidToken` signed out, else the handler with the session. */
  withSession<Context>(handler: SessionRouteHandler<Context>): RouteHandler<Context>;
  /** Wraps a route handler: 401 signed out, 403 `forbidden` unless the role is one of `roles` or ranks above one (owner > admin > member > guest). */
  withRole<Context>(roles: string | string[], handler: SessionRouteHandler<Context>): RouteHandler<Context>;
  /** Wraps a route handler: 401 without a live access token of Foyer's authorization server, 403 when it lacks a scope. */
  withScope<Context>(scope: string | string[], handler: ScopeRouteHandler<Context>): RouteHandler<Context>;
  /**
   * A `middleware.ts` function (Node.js runtime, as Foyer needs Node): a Foyer path or an unprotected one answers undefined so Next
   * goes on; a protected path without a fitting session answers the 401/403 error. The route itself still reads getSession.
   */
  middleware(rules: ProtectedPath[]): (request: Request) => Promise<Response | undefined>;
}

const toArray = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Foyer in a Next.js App Router app: its handler for a catch-all route, and session guards over web Request and Response. */
export function foyerNext(foyer: FoyerForIntegrations, options: FoyerNextOptions = {}): FoyerNext {
  const clientAddress = options.clientAddress ?? nextClientAddress(foyer.config.trustedProxies);
  const forward = (request: Request) => Promise.resolve(foyer.app.fetch(request, { clientAddress: clientAddress(request) }));
  const guarded = <Context, T>(check: (request: Request) => Promise<T>, handler: (request: Request, found: T, context: Context) => Response | Promise<Response>): RouteHandler<Context> => {
    return async (request, context) => {
      let found: T;
      try {
        found = await check(request);
      } catch (error) {
        return errorResponse(error, request.url);
      }
      return handler(request, found, context);
    };
  };
  return {
    routeHandlers: { GET: forward, POST: forward, PUT: forward, PATCH: forward, DELETE: forward, OPTIONS: forward, HEAD: forward },
    getSession: (request) => getSession(foyer, request),
    withSession: (handler) => guarded((request) => checkSession(foyer, request), handler),
    withRole: (roles, handler) => guarded((request) => checkSession(foyer, request, { roles: toArray(roles) }), handler),
    withScope: (scope, handler) => guarded((request) => checkScope(foyer, request, scope), handler),
    middleware(rules) {
      return async (request) => {
        const { pathname } = new URL(request.url);
        const rule = isFoyerPath(pathname) ? undefined : rules.find(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
        if (!rule) return undefined;
        try {
          await checkSession(foyer, request, rule);
          return undefined;
        } catch (error) {
          return errorResponse(error, request.url);
        }
      };
    },
  };
}
