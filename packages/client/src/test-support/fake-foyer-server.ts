import { CSRF_COOKIE, FoyerError, HEADERS, HTTP_ONLY_ENGINE, PATHS, registerMessages, SERVER_CATALOGUE, STORAGE_KEYS, type MessageCode } from '@foyer/core';
import type { SessionUser } from '@foyer/core';
import { decodeTokenPayload } from '../session/decode-token-payload.js';
import { sessionTokenAt } from './make-token.js';

// A stand-in for the server answers with the server's own messages.
registerMessages(SERVER_CATALOGUE);

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const ALICE: SessionUser = {
  did: 'z1alice',
  pk: 'z1alicepk',
  role: 'member',
  fullName: 'Alice',
  type: 'wallet',
  sourceProvider: 'wallet',
  permanentDid: 'z1alice',
  connectedDids: ['z1alice'],
  sourceProviders: ['wallet'],
  connectedAccounts: [{ provider: 'wallet', did: 'z1alice' }],
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fail(code: MessageCode): Response {
  const error = new FoyerError(code);
  return json(error.status, error.toBody());
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A fetch that answers like the Foyer server contract for the session calls (the real server is tested in
 * packages/server): bearer checks, rotation of refresh tokens, csrf cookie on every answer, csrf header required
 * on state-changing calls. `override` and `hold` shape single answers; the fetch honours abort signals.
 */
export function createFakeFoyerServer(now: () => number = Date.now) {
  const csrfToken = 'csrf-secret';
  const sessions = new Map<string, SessionUser>();
  const refreshTokens = new Map<string, SessionUser>();
  const overrides = new Map<string, Handler>();
  const holds = new Map<string, Promise<void>>();
  const calls: RecordedCall[] = [];
  /** The HttpOnly cookies the browser would hold and send: out of document.cookie, as no script can read them. */
  const httpOnlyJar = { sessionToken: null as string | null, refreshToken: null as string | null };
  let issued = 0;

  const cookieMode = (call: RecordedCall) => call.headers.get(HEADERS.tokenDelivery) === HTTP_ONLY_ENGINE;

  /** What the server's Set-Cookie does in HttpOnly mode: the tokens into the jar, their window into document.cookie. */
  function setTokenCookies(tokens: { sessionToken: string; refreshToken: string }): void {
    Object.assign(httpOnlyJar, tokens);
    const window = decodeTokenPayload(tokens.sessionToken);
    document.cookie = `${STORAGE_KEYS.sessionWindow}=${window?.iat}.${window?.exp}.tag${issued}; Path=/`;
  }

  function clearTokenCookies(): void {
    Object.assign(httpOnlyJar, { sessionToken: null, refreshToken: null });
    document.cookie = `${STORAGE_KEYS.sessionWindow}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }

  function issue(user: SessionUser): { sessionToken: string; refreshToken: string } {
    issued += 1;
    const sessionToken = sessionTokenAt(now(), 0, 3600, `${user.did}#${issued}`);
    const refreshToken = `rt${issued}.secret`;
    sessions.set(sessionToken, user);
    refreshTokens.set(refreshToken, user);
    return { sessionToken, refreshToken };
  }

  function bearerOf(call: RecordedCall): string | null {
    const bearer = call.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    if (bearer || !cookieMode(call)) return bearer;
    return call.path === PATHS.refreshSession ? httpOnlyJar.refreshToken : httpOnlyJar.sessionToken;
  }

  function answer(call: RecordedCall): Response | Promise<Response> {
    const override = overrides.get(`${call.method} ${call.path}`);
    if (override) return override(call);
    if (STATE_CHANGING.has(call.method) && call.headers.get(HEADERS.csrfToken) !== csrfToken) return fail('csrfRejected');
    const bearer = bearerOf(call);
    const user = bearer ? sessions.get(bearer) : undefined;
    if (call.method === 'POST' && call.path === PATHS.refreshSession) {
      if (!bearer) return fail('refreshTokenNotFound');
      const owner = refreshTokens.get(bearer);
      if (!owner) {
        if (cookieMode(call)) clearTokenCookies();
        return fail('invalidToken');
      }
      refreshTokens.delete(bearer);
      const next = issue(owner);
      if (!cookieMode(call)) return json(200, { nextToken: next.sessionToken, nextRefreshToken: next.refreshToken, user: owner });
      setTokenCookies(next);
      return json(200, { user: owner });
    }
    if (!user) return fail('invalidToken');
    if (call.method === 'GET' && call.path === PATHS.session) return json(200, { user, provider: 'wallet', walletOS: 'web' });
    if (call.method === 'POST' && call.path === PATHS.logout) {
      sessions.delete(bearer ?? '');
      clearTokenCookies();
      return json(200, {});
    }
    if (call.path === '/api/protected') return json(200, { ok: true, did: user.did });
    return fail('notFound');
  }

  async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), location.href);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      url: url.href,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    const response = await Promise.race([(holds.get(`${call.method} ${call.path}`) ?? Promise.resolve()).then(() => answer(call)), aborted]);
    document.cookie = `${CSRF_COOKIE}=${csrfToken}; Path=/`;
    return response;
  }

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    csrfToken,
    callsTo(method: string, path: string): RecordedCall[] {
      return calls.filter((call) => call.method === method && call.path === path);
    },
    signIn(user: SessionUser = ALICE) {
      return issue(user);
    },
    /** A sign-in answered in HttpOnly-cookie mode: the browser holds the tokens, the page only their window. */
    signInWithCookies(user: SessionUser = ALICE) {
      const tokens = issue(user);
      setTokenCookies(tokens);
      return tokens;
    },
    httpOnlyJar,
    /** Every session token issued so far answers 401 from now on (as after the server ends them). */
    endSessionTokens() {
      sessions.clear();
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    override(method: string, path: string, handler: Handler) {
      overrides.set(`${method} ${path}`, handler);
    },
    /** Answers to `method path` wait until the returned function is called. */
    hold(method: string, path: string): () => void {
      let release!: () => void;
      holds.set(
        `${method} ${path}`,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(`${method} ${path}`);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}

export type FakeFoyerServer = ReturnType<typeof createFakeFoyerServer>;
