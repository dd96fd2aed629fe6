import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { VerifiedAccessToken } from '../features/oidc/verify-access-token.js';
import { checkScope, checkSession, errorAnswer, type SessionRequirement } from './foyer-guard.js';
import { isFoyerPath } from './foyer-paths.js';
import { getSession, type FoyerForIntegrations, type FoyerSession, type RequestLike } from './session-of-request.js';

/** Express's and Connect's `next`: no argument to go on, an error for the app's error handler. */
export type NodeNext = (error?: unknown) => void;
/** A Connect-style middleware, which is what Express's `app.use` and `app.get(path, …)` take. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: NodeNext) => void;

export interface FoyerNode {
  /** Foyer alone as a Node request listener: `http.createServer(auth.listener)`. */
  listener: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** `app.use(auth.routes)` before any body parser: Foyer's paths (isFoyerPath) go to Foyer, the rest on to `next()`. */
  routes: NodeMiddleware;
  /** The signed-in user, passport and claims of a request (bearer or session cookie), or null when signed out. */
  getSession(request: IncomingMessage): Promise<FoyerSession | null>;
  /** 401 `invalidToken` signed out; else on, with the session for sessionOf(request). */
  requireSession(): NodeMiddleware;
  /** As requireSession, and 403 `forbidden` unless the role is one of `roles` or ranks above one (owner > admin > member > guest). */
  requireRole(...roles: string[]): NodeMiddleware;
  /** 401 without a live access token of Foyer's authorization server, 403 when it lacks a scope; the token for accessTokenOf(request). */
  requireScope(...scopes: string[]): NodeMiddleware;
  /** The session requireSession or requireRole let through; throws on a request no such guard passed. */
  sessionOf(request: IncomingMessage): FoyerSession;
  /** The access token requireScope let through; throws on a request it did not pass. */
  accessTokenOf(request: IncomingMessage): VerifiedAccessToken;
}

/** Node's parsed headers read as web Headers are. */
export function nodeRequest(request: IncomingMessage): RequestLike {
  return {
    method: request.method,
    headers: {
      get(name) {
        const value = request.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

// Express strips a mount path from req.url; the full path is in originalUrl.
const urlOf = (request: IncomingMessage) => (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '/';

function refuse(response: ServerResponse, error: unknown, url: string): void {
  const { status, headers, body } = errorAnswer(error, url);
  response.writeHead(status, headers).end(body);
}

/** Foyer inside an Express or plain Node http app: its listener, its routes as a middleware, and guards that take req, res and next. */
export function foyerNode(foyer: FoyerForIntegrations): FoyerNode {
  const listener = getRequestListener(foyer.app.fetch);
  const sessions = new WeakMap<IncomingMessage, FoyerSession>();
  const tokens = new WeakMap<IncomingMessage, VerifiedAccessToken>();

  const guard = <T>(check: (request: IncomingMessage) => Promise<T>, found: WeakMap<IncomingMessage, T>): NodeMiddleware => (request, response, next) => {
    check(request).then(
      (value) => {
        found.set(request, value);
        next();
      },
      (error: unknown) => {
        try {
          refuse(response, error, urlOf(request));
        } catch (unexpected) {
          next(unexpected);
        }
      },
    );
  };
  const guardSession = (requirement: SessionRequirement) => guard((request) => checkSession(foyer, nodeRequest(request), requirement), sessions);

  return {
    listener,
    routes(request, response, next) {
      if (!isFoyerPath(new URL(urlOf(request), 'http://localhost').pathname)) return next();
      // Express may have rewritten req.url under a mount path; Foyer must see the path the browser asked for.
      request.url = urlOf(request);
      listener(request, response).catch(next);
    },
    getSession: (request) => getSession(foyer, nodeRequest(request)),
    requireSession: () => guardSession({}),
    requireRole: (...roles) => guardSession({ roles }),
    requireScope: (...scopes) => guard((request) => checkScope(foyer, nodeRequest(request), scopes), tokens),
    sessionOf(request) {
      const session = sessions.get(request);
      if (!session) throw new Error('sessionOf: no requireSession or requireRole guard passed this request');
      return session;
    },
    accessTokenOf(request) {
      const token = tokens.get(request);
      if (!token) throw new Error('accessTokenOf: no requireScope guard passed this request');
      return token;
    },
  };
}
