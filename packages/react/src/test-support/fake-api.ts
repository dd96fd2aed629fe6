import { FoyerError, PATHS, resolveLocale, type AppInfo, type MessageCode, type SessionUser } from '@foyer/core';
import { API_PATHS } from '../util/api-paths.js';

interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  bearer: string | null;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const CODE = '123456';
export const MAGIC_TOKEN = 'magic-ok';
export const LOGIN_TOKEN = 'login-ok';

export const APP_INFO: AppInfo = {
  appId: 'zNKtCNqYWLYWYW7uuHFTMq1nWH5WS1qJ8tW1',
  appName: 'Demo App',
  appDescription: 'A demo',
  appLogo: '',
  appPid: 'zNKtCNqYWLYWYW7uuHFTMq1nWH5WS1qJ8tW1',
  appUrl: 'http://localhost:3000',
  provider: 'wallet',
};

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    did: 'z1aliceDid0000000000',
    pk: 'pk',
    role: 'member',
    fullName: 'Alice Liddell',
    type: 'derived',
    sourceProvider: 'email',
    permanentDid: 'z1aliceDid0000000000',
    connectedDids: ['z1aliceDid0000000000'],
    sourceProviders: ['email'],
    connectedAccounts: [],
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A JWT-shaped session token fresh for an hour, so the client does not renew it straight away. */
function sessionToken(serial: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ sub: `s${serial}`, iat: now, exp: now + 3600 })).replace(/=+$/, '');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.sig`;
}

/** A fetch answering like the Foyer server contract for the calls this package makes. */
export function createFakeApi(user: SessionUser = makeUser()) {
  const calls: ApiCall[] = [];
  const sessions = new Set<string>();
  const refreshTokens = new Set<string>();
  const overrides = new Map<string, Handler>();
  let serial = 0;
  let magicLinkVerified = false;

  function issue() {
    serial += 1;
    const tokens = { sessionToken: sessionToken(serial), refreshToken: `rt${serial}.secret` };
    sessions.add(tokens.sessionToken);
    refreshTokens.add(tokens.refreshToken);
    return tokens;
  }

  function fail(code: MessageCode, call: ApiCall, params: Record<string, string | number> = {}): Response {
    const error = new FoyerError(code, { params });
    return json(error.status, error.toBody(resolveLocale(call.query.get('locale'))));
  }

  function answer(call: ApiCall): Response | Promise<Response> {
    const override = overrides.get(`${call.method} ${call.path}`);
    if (override) return override(call);
    const route = `${call.method} ${call.path}`;
    switch (route) {
      case `GET ${API_PATHS.appInfo}`:
        return json(200, APP_INFO);
      case `GET ${PATHS.session}`:
        return call.bearer && sessions.has(call.bearer) ? json(200, { user }) : fail('invalidToken', call);
      case `POST ${PATHS.refreshSession}`: {
        if (!call.bearer || !refreshTokens.delete(call.bearer)) return fail('invalidToken', call);
        const next = issue();
        return json(200, { nextToken: next.sessionToken, nextRefreshToken: next.refreshToken, user });
      }
      case `POST ${PATHS.logout}`:
        sessions.delete(call.bearer ?? '');
        return json(200, {});
      case `POST ${API_PATHS.sendCode}`:
        return json(200, { id: 'code-1' });
      case `GET ${API_PATHS.emailStatus}`:
        return json(200, { verified: magicLinkVerified });
      case `POST ${API_PATHS.emailLogin}`:
        if (call.body.code === CODE || call.body.magicToken === MAGIC_TOKEN) return json(200, { ...issue(), encrypted: false, user });
        return fail(call.body.magicToken ? 'magicLinkInvalid' : 'codeIncorrect', call);
      case `POST ${API_PATHS.loginToken}`:
        return call.body.loginToken === LOGIN_TOKEN ? json(200, { ...issue(), encrypted: false, user }) : fail('loginTokenInvalid', call);
      default:
        return fail('notFound', call);
    }
  }

  async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), location.href);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      bearer: new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null,
    };
    calls.push(call);
    return answer(call);
  }

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    /** Tokens as a past sign-in left them. */
    signIn: issue,
    /** As if another tab opened the magic link and stored its session. */
    verifyMagicLink(): void {
      magicLinkVerified = true;
    },
    override(method: string, path: string, handler: Handler): void {
      overrides.set(`${method} ${path}`, handler);
    },
    fail,
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
