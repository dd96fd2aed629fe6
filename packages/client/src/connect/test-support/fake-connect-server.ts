import { AUTH_SERVICE_PREFIX, CONNECT_QUERY, FoyerError, type AppInfo, type MessageCode, type TokenResponse } from '@foyer/core';
import type { StatusAnswer } from '../types.js';

export interface ConnectCall {
  at: number;
  step: string;
  action: string;
  query: Record<string, string>;
}

export interface FakeSession extends StatusAnswer {
  ek: string;
  /** Set once the page reported a timeout. */
  timedOut: boolean;
}

export const APP_INFO: AppInfo = {
  appId: 'zapp',
  appName: 'Demo',
  appDescription: 'A demo app',
  appLogo: '/logo.png',
  appPid: 'zapp',
  appUrl: 'https://app.example',
  provider: 'wallet',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * An in-memory implementation of the page side of the connect contract ({prefix}/{action}/token|status|timeout),
 * served as a fetch for createHttp. Tests move sessions along with scan/succeed/setStatus.
 */
export function createFakeConnectServer(now: () => number = Date.now) {
  const sessions = new Map<string, FakeSession>();
  const calls: ConnectCall[] = [];
  let issued = 0;
  let clock = 0;
  let tokenFailure: MessageCode | undefined;
  let extra: TokenResponse['extra'] = { connectedDid: 'z1alice', saveConnect: true };
  let statusHold: Promise<void> | undefined;
  let inFlight = 0;
  let maxInFlight = 0;

  function stamp(): number {
    clock = Math.max(clock + 1, now());
    return clock;
  }

  function session(token: string): FakeSession {
    const found = sessions.get(token);
    if (!found) throw new Error(`no session ${token}`);
    return found;
  }

  function update(token: string, patch: Partial<StatusAnswer>): void {
    Object.assign(session(token), patch, { updatedAt: stamp() });
  }

  function issue(ek: string): string {
    issued += 1;
    const token = `t${issued}`;
    sessions.set(token, { ek, status: 'created', updatedAt: stamp(), timedOut: false });
    return token;
  }

  async function answer(url: URL): Promise<Response> {
    const match = url.pathname.slice(AUTH_SERVICE_PREFIX.length).match(/^\/([^/]+)\/(token|status|timeout)$/);
    if (!url.pathname.startsWith(AUTH_SERVICE_PREFIX) || !match) return json(404, { code: 'notFound', error: 'Not found' });
    const [, action = '', step = ''] = match;
    const query = Object.fromEntries(url.searchParams);
    calls.push({ at: now(), step, action, query });
    if (step === 'token') {
      if (tokenFailure) {
        const error = new FoyerError(tokenFailure);
        return json(error.status, error.toBody());
      }
      const token = issue(query[CONNECT_QUERY.encryptionKey] ?? '');
      return json(200, {
        token,
        url: `https://app.example${AUTH_SERVICE_PREFIX}/${action}/auth?${CONNECT_QUERY.token}=${token}`,
        appInfo: APP_INFO,
        memberAppInfo: APP_INFO,
        extra,
      });
    }
    const token = query[CONNECT_QUERY.token] ?? '';
    const found = sessions.get(token);
    if (!found) return json(400, { code: 'invalidToken', error: 'Invalid token' });
    if (step === 'timeout') {
      found.timedOut = true;
      return json(200, {});
    }
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await statusHold;
      const { ek: _ek, timedOut: _timedOut, ...body } = found;
      return json(200, body);
    } finally {
      inFlight -= 1;
    }
  }

  async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
    return answer(new URL(String(input), location.href));
  }

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    callsTo(step: string): ConnectCall[] {
      return calls.filter((call) => call.step === step);
    },
    get maxInFlight() {
      return maxInFlight;
    },
    session,
    /** Makes the next token requests fail with this catalogue error (undefined restores them). */
    failTokens(code: MessageCode | undefined) {
      tokenFailure = code;
    },
    /** Adds these settings (timeoutMs, disableSocket) to the `extra` of later token answers. */
    setExtra(patch: TokenResponse['extra']) {
      extra = { ...extra, ...patch };
    },
    /** Status answers wait until the returned function is called. */
    holdStatus(): () => void {
      let release!: () => void;
      statusHold = new Promise<void>((resolve) => {
        release = () => {
          statusHold = undefined;
          resolve();
        };
      });
      return release;
    },
    /** Registers a session as if another page had asked for it (chained workflows). */
    issue,
    scan(token: string) {
      update(token, { status: 'scanned' });
    },
    succeed(token: string, patch: Partial<StatusAnswer> = {}) {
      update(token, { status: 'succeed', did: 'z1alice', result: `sealed:${token}`, ...patch });
    },
    setStatus(token: string, patch: Partial<StatusAnswer>) {
      update(token, patch);
    },
  };
}

export type FakeConnectServer = ReturnType<typeof createFakeConnectServer>;
