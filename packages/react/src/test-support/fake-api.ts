import { OAUTH_PATHS, PASSKEY_PATHS, USER_SESSION_PATHS } from '@foyer/client';
import {
  FoyerError,
  formatMessage,
  HEADERS,
  HTTP_ONLY_ENGINE,
  OAUTH_API_PREFIX,
  PAGE_QUERY,
  PATHS,
  registerMessages,
  resolveLocale,
  SERVER_CATALOGUE,
  STORAGE_KEYS,
  type AppFederation,
  type AppInfo,
  type ConnectOptions,
  type MessageCode,
  type Passport,
  type Provider,
  type SessionUser,
  type UserSession,
} from '@foyer/core';
import { API_PATHS } from '../util/api-paths.js';

// A stand-in for the server answers with the server's own messages.
registerMessages(SERVER_CATALOGUE);

interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  bearer: string | null;
  /** The page asked for HttpOnly cookies (x-foyer-token-delivery). */
  cookieMode: boolean;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const CODE = '123456';
export const MAGIC_TOKEN = 'magic-ok';
export const LOGIN_TOKEN = 'login-ok';
export const EMAIL_TOKEN = 'email-proven';
/** The authorization code and state the fake provider hands back through the popup. */
export const OAUTH_GRANT = { code: 'oauth-code', state: 'oauth-state' };
/** The login assertion the fake master's federated page hands back through the popup. */
export const FEDERATED_ASSERTION = 'federated-assertion';
/** The master app of a federation this app joined (issue 14). */
export const MASTER_APP = { appId: 'zMasterAppDid000000000000000000000000', appPid: 'zMasterAppPid', appName: 'Master Hub', appUrl: 'http://master.example:4100' };

const ALL_ON = { allowWallet: true, allowEmail: true, allowPasskey: true, emailKyc: false };

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
  let connectOptions: ConnectOptions | undefined;
  /** Passkeys the server stored (credential ids), and the challenges it handed out and not yet used. */
  const passkeys = new Set<string>();
  const challenges = new Set<string>();
  let challengeSerial = 0;
  let oauthProviders: { provider: string; order: number }[] = [];
  let federated: AppFederation | undefined;
  /** Sessions this browser's device has saved for quick login, newest first. */
  let savedSessions: UserSession[] = [];
  /** Who each session token was issued to: a logout `offline` keeps that account saved (SPEC §2.14 account switching). */
  const tokenOwners = new Map<string, SessionUser>();
  /** The signed-in user's valid passports (GET /api/oauth/passports). */
  let passports: Passport[] = [];

  /** A session signed out `offline` stays listed for this browser, as the server keeps it. */
  function keepSaved(bearer: string | null): void {
    const account = bearer && sessions.has(bearer) ? tokenOwners.get(bearer) : undefined;
    if (!account) return;
    const session: UserSession = {
      id: `saved-${savedSessions.length + 1}-${account.did}`,
      appPid: APP_INFO.appPid,
      userDid: account.did,
      visitorId: 'visitor',
      appUrl: APP_INFO.appUrl,
      status: 'offline',
      updatedAt: new Date().toISOString(),
      user: account,
      extra: { provider: account.sourceProvider },
    };
    savedSessions = [session, ...savedSessions.filter((saved) => saved.userDid !== account.did)];
  }

  function challenge(): string {
    challengeSerial += 1;
    const value = btoa(`challenge-${challengeSerial}`).replace(/=+$/, '');
    challenges.add(value);
    return value;
  }

  function issue() {
    serial += 1;
    const tokens = { sessionToken: sessionToken(serial), refreshToken: `rt${serial}.secret` };
    sessions.add(tokens.sessionToken);
    refreshTokens.add(tokens.refreshToken);
    tokenOwners.set(tokens.sessionToken, user);
    return tokens;
  }

  /** The HttpOnly cookies the browser holds for the page in cookie mode: sent by it, unreadable by script. */
  const httpOnlyJar = { sessionToken: null as string | null, refreshToken: null as string | null };

  /** The server's Set-Cookie in cookie mode: the tokens into the jar, their window readable. */
  function setTokenCookies(tokens: { sessionToken: string; refreshToken: string }): void {
    Object.assign(httpOnlyJar, tokens);
    const { iat, exp } = JSON.parse(atob(tokens.sessionToken.split('.')[1] ?? '')) as { iat: number; exp: number };
    document.cookie = `${STORAGE_KEYS.sessionWindow}=${iat}.${exp}.tag${serial}; Path=/`;
  }

  /** A sign-in's tokens: in the body, or in cookie mode as cookies only. */
  function deliver(call: ApiCall, tokens: { sessionToken: string; refreshToken: string }, body: Record<string, unknown>): Response {
    if (!call.cookieMode) return json(200, { ...tokens, ...body });
    setTokenCookies(tokens);
    return json(200, body);
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
        // With OAuth providers set and no other options, the rest are on, as the server's defaults are.
        return json(200, { ...APP_INFO, connectOptions: connectOptions ?? (oauthProviders.length ? { ...ALL_ON, oauthProviders } : undefined), federated });
      case `GET ${PATHS.session}`:
        return call.bearer && sessions.has(call.bearer) ? json(200, { user }) : fail('invalidToken', call);
      case `POST ${PATHS.refreshSession}`: {
        if (!call.bearer || !refreshTokens.delete(call.bearer)) return fail('invalidToken', call);
        const next = issue();
        if (call.cookieMode) return deliver(call, next, { user });
        return json(200, { nextToken: next.sessionToken, nextRefreshToken: next.refreshToken, user });
      }
      case `POST ${PATHS.logout}`:
        if (call.body.status === 'offline') keepSaved(call.bearer);
        sessions.delete(call.bearer ?? '');
        if (call.cookieMode) {
          Object.assign(httpOnlyJar, { sessionToken: null, refreshToken: null });
          document.cookie = `${STORAGE_KEYS.sessionWindow}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
        }
        return json(200, {});
      case `POST ${API_PATHS.sendCode}`:
        return json(200, { id: 'code-1' });
      case `GET ${API_PATHS.emailStatus}`:
        return json(200, { verified: magicLinkVerified });
      case `POST ${API_PATHS.emailLogin}`:
        if (call.body.code === CODE || call.body.magicToken === MAGIC_TOKEN) return deliver(call, issue(), { encrypted: false, user });
        return fail(call.body.magicToken ? 'magicLinkInvalid' : 'codeIncorrect', call);
      case `POST ${API_PATHS.loginToken}`:
        return call.body.loginToken === LOGIN_TOKEN ? deliver(call, issue(), { encrypted: false, user }) : fail('loginTokenInvalid', call);
      case `POST ${PASSKEY_PATHS.emailSend}`:
        return json(200, { codeId: 'kyc-1' });
      case `POST ${PASSKEY_PATHS.emailVerify}`:
        return call.body.code === CODE ? json(200, { verified: true, emailToken: EMAIL_TOKEN }) : fail('codeIncorrect', call);
      case `GET ${PASSKEY_PATHS.register}`: {
        const connecting = call.bearer !== null && sessions.has(call.bearer);
        if (!connecting && connectOptions?.emailKyc && call.query.get('emailToken') !== EMAIL_TOKEN) return fail('verifyPasskeyFailed', call);
        const name = connecting ? user.did : (call.query.get('email') ?? '');
        return json(200, {
          challenge: challenge(),
          rp: { id: 'localhost', name: APP_INFO.appName },
          user: { id: btoa(name).replace(/=+$/, ''), name, displayName: name },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        });
      }
      case `POST ${PASSKEY_PATHS.register}`: {
        if (!challenges.delete(call.query.get('challenge') ?? '')) return fail('verifyPasskeyFailed', call);
        passkeys.add(String(call.body.id));
        return json(200, { verified: true, credentialId: call.body.id });
      }
      case `GET ${PASSKEY_PATHS.auth}`: {
        const credentialId = call.query.get('credentialId');
        const allowCredentials = credentialId ? [{ id: credentialId, type: 'public-key' }] : [];
        return json(200, { challenge: challenge(), rpId: 'localhost', allowCredentials });
      }
      case `POST ${PASSKEY_PATHS.auth}`: {
        const known = challenges.delete(call.query.get('challenge') ?? '') && passkeys.has(String(call.body.id));
        if (!known) return fail('verifyPasskeyFailed', call);
        return json(200, { verified: true, credentialId: call.body.id, ...issue(), encrypted: false, user });
      }
      case `POST ${OAUTH_PATHS.login}`: {
        const provider = String(call.body.provider);
        const granted = call.body.code === OAUTH_GRANT.code && call.body.state === OAUTH_GRANT.state;
        if (!oauthProviders.some((offered) => offered.provider === provider)) return fail('thirdPartyLoginNotConfigured', call);
        if (!granted) return fail('loginProviderFailed', call, { provider });
        return json(200, { ...issue(), visitorId: 'visitor', encrypted: false, user });
      }
      case `POST ${PATHS.federatedLoginMaster}`:
        if (federated?.status !== 'approved') return fail('federationNotApproved', call, { status: federated?.status ?? 'none' });
        if (call.body.assertion !== FEDERATED_ASSERTION) return fail('federationAssertionInvalid', call);
        return deliver(call, issue(), { encrypted: false, user, memberAppInfo: APP_INFO });
      case `POST ${OAUTH_API_PREFIX}/bind`: {
        const provider = String(call.body.provider);
        if (!call.bearer || !sessions.has(call.bearer)) return fail('invalidToken', call);
        if (call.body.code !== OAUTH_GRANT.code || call.body.state !== OAUTH_GRANT.state) return fail('bindProviderFailed', call, { provider });
        const linked = { provider: provider as Provider, did: `z1${provider}Did`, showProvider: `alice@${provider}.example` };
        user = { ...user, connectedAccounts: [...user.connectedAccounts.filter((account) => account.provider !== provider), linked] };
        return json(200, { message: formatMessage('bindProviderSucceed', { provider }, resolveLocale(call.query.get('locale'))) });
      }
      case `POST ${OAUTH_API_PREFIX}/unbind`: {
        const provider = String(call.body.provider);
        if (!call.bearer || !sessions.has(call.bearer)) return fail('invalidToken', call);
        if (!user.connectedAccounts.some((account) => account.provider === provider)) return fail('unbindProviderFailed', call, { provider });
        user = { ...user, connectedAccounts: user.connectedAccounts.filter((account) => account.provider !== provider) };
        return json(200, { message: formatMessage('unbindProviderSucceed', { provider }, resolveLocale(call.query.get('locale'))) });
      }
      case `GET ${USER_SESSION_PATHS.list}`: {
        const userDid = call.query.get('userDid');
        return json(200, { list: savedSessions.filter((saved) => !userDid || saved.userDid === userDid) });
      }
      case `POST ${USER_SESSION_PATHS.login}`: {
        const saved = savedSessions.find((candidate) => candidate.id === call.body.id && candidate.userDid === call.body.userDid);
        if (!saved) return fail('sessionEnded', call);
        savedSessions = savedSessions.filter((candidate) => candidate !== saved);
        user = makeUser({ did: saved.userDid, fullName: saved.user?.fullName, email: saved.user?.email, role: saved.user?.role ?? 'guest' });
        return json(200, { ...issue(), destroySessionId: saved.id, encrypted: false });
      }
      case `GET ${PATHS.passports}`:
        return call.bearer && sessions.has(call.bearer) ? json(200, passports) : fail('invalidToken', call);
      case `POST ${PATHS.switchPassport}`: {
        const passport = passports.find((candidate) => candidate.id === call.body.passportId);
        if (!passport) return fail(passports.length ? 'switchPassportFailed' : 'noPassports', call);
        user = { ...user, role: passport.role, roleTitle: passport.title };
        const { sessionToken, refreshToken } = issue();
        return json(200, { sessionToken, refreshToken });
      }
      case `GET ${PATHS.inviteLink}`:
        return json(200, { url: `${APP_INFO.appUrl}/?${PAGE_QUERY.inviter}=${user.did}` });
      default:
        return fail('notFound', call);
    }
  }

  async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), location.href);
    const headers = new Headers(init.headers);
    const cookieMode = headers.get(HEADERS.tokenDelivery) === HTTP_ONLY_ENGINE;
    const jarToken = url.pathname === PATHS.refreshSession ? httpOnlyJar.refreshToken : httpOnlyJar.sessionToken;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      bearer: headers.get('authorization')?.replace(/^Bearer /, '') ?? (cookieMode ? jarToken : null),
      cookieMode,
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
    /** As a past sign-in in cookie mode left the browser: tokens in HttpOnly cookies, their window readable. */
    signInWithCookies() {
      const tokens = issue();
      setTokenCookies(tokens);
      return tokens;
    },
    httpOnlyJar,
    /** As if another tab opened the magic link and stored its session. */
    verifyMagicLink(): void {
      magicLinkVerified = true;
    },
    /** What the app metadata tells the page the deployment allows (SPEC §6); absent means all on. */
    setConnectOptions(options: ConnectOptions): void {
      connectOptions = options;
    },
    /** The enabled OAuth providers, as the app metadata lists them. */
    setOAuthProviders(providers: { provider: string; order: number }[]): void {
      oauthProviders = providers;
    },
    /** The federation the app metadata reports (issue 14): its master app and status. */
    setFederation(status: string, master = MASTER_APP): void {
      federated = { master, status };
    },
    /** A passkey the server stored for a returning visitor. */
    savePasskey(credentialId: string): void {
      passkeys.add(credentialId);
    },
    /** A session of `account` this browser keeps for quick login, as `GET /api/user-session` lists it. */
    saveSession(account: Partial<SessionUser> & { did: string; fullName: string }, saved: Partial<UserSession> = {}): UserSession {
      const session: UserSession = {
        id: `saved-${savedSessions.length + 1}`,
        appPid: APP_INFO.appPid,
        userDid: account.did,
        visitorId: 'visitor',
        appUrl: APP_INFO.appUrl,
        status: 'offline',
        updatedAt: new Date().toISOString(),
        user: makeUser(account),
        extra: { provider: 'email' },
        ...saved,
      };
      savedSessions = [...savedSessions, session];
      return session;
    },
    /** The passports GET /api/oauth/passports lists; switching to one makes its role and title the user's. */
    setPassports(list: Passport[]): void {
      passports = list;
    },
    /** Another person signs in next on this browser: sign-ins from now on (and GET /session) answer for `account`. */
    signInNext(account: SessionUser): void {
      user = account;
    },
    /** The sessions GET /api/user-session lists now, newest first. */
    savedSessions: () => savedSessions,
    override(method: string, path: string, handler: Handler): void {
      overrides.set(`${method} ${path}`, handler);
    },
    fail,
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
