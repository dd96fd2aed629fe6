import type { Context, MiddlewareHandler } from 'hono';
import type { VerifiedAccessToken } from '../features/oidc/verify-access-token.js';
import { checkScope, checkSession, errorResponse, type SessionRequirement } from './foyer-guard.js';
import { isFoyerPath } from './foyer-paths.js';
import { getSession, type FoyerForIntegrations, type FoyerSession } from './session-of-request.js';

/** What the guards leave in `c.var`: the session (requireSession, requireRole) or the access token (requireScope). */
export interface FoyerHonoEnv {
  Variables: { foyerSession: FoyerSession; foyerAccessToken: VerifiedAccessToken };
}

export interface FoyerHonoOptions {
  /**
   * The caller's address, for Foyer's per-address limits and the sessions it records, on a runtime that gives Foyer no
   * Node socket (Bun, Deno, Workers: hono's getConnInfo). Under @hono/node-server Foyer reads the socket itself.
   */
  clientAddress?: (c: Context) => string | undefined;
}

export interface FoyerHono {
  /** `app.use(auth.routes)` before the app's own routes: Foyer's paths (isFoyerPath) go to foyer.app, the rest on down the app. */
  routes: MiddlewareHandler;
  /** The signed-in user, passport and claims of a request (bearer or session cookie), or null when signed out. */
  getSession(request: Request): Promise<FoyerSession | null>;
  /** 401 `invalidToken` signed out; else on, with the session in `c.var.foyerSession`. */
  requireSession(): MiddlewareHandler<FoyerHonoEnv>;
  /** As requireSession, and 403 `forbidden` unless the role is one of `roles` or ranks above one (owner > admin > member > guest). */
  requireRole(...roles: string[]): MiddlewareHandler<FoyerHonoEnv>;
  /** 401 without a live access token of Foyer's authorization server, 403 when it lacks a scope; the token in `c.var.foyerAccessToken`. */
  requireScope(...scopes: string[]): MiddlewareHandler<FoyerHonoEnv>;
}

/** Foyer inside a Hono app: its routes mounted beside the app's, and session, role and scope guards for the app's own routes. */
export function foyerHono(foyer: FoyerForIntegrations, options: FoyerHonoOptions = {}): FoyerHono {
  const { clientAddress } = options;
  const guardSession = (requirement: SessionRequirement): MiddlewareHandler<FoyerHonoEnv> => async (c, next) => {
    try {
      c.set('foyerSession', await checkSession(foyer, c.req.raw, requirement));
    } catch (error) {
      return errorResponse(error, c.req.url);
    }
    await next();
  };
  return {
    // c.env carries @hono/node-server's incoming request, from which Foyer reads the client's address.
    routes: (c, next) => (isFoyerPath(c.req.path) ? Promise.resolve(foyer.app.fetch(c.req.raw, clientAddress ? { ...c.env, clientAddress: clientAddress(c) } : c.env)) : next()),
    getSession: (request) => getSession(foyer, request),
    requireSession: () => guardSession({}),
    requireRole: (...roles) => guardSession({ roles }),
    requireScope: (...scopes) => async (c, next) => {
      try {
        c.set('foyerAccessToken', await checkScope(foyer, c.req.raw, scopes));
      } catch (error) {
        return errorResponse(error, c.req.url);
      }
      await next();
    },
  };
}
