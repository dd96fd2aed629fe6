import { DEFAULT_FEATURES, DEFAULT_STORAGE_ENGINE, FoyerError, PATHS, REQUEST, TIME, type SessionResponse, type SessionUser } from '@foyer/core';
import { createHttp } from '../http/create-http.js';
import type { HttpRequest } from '../http/types.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { getVisitorId } from '../storage/visitor-id.js';
import { createRefresher } from '../session/create-refresher.js';
import { SESSION_CHANNEL_NAME, type LockManagerLike, type SessionChannel } from '../session/cross-tab.js';
import { startRenewalLoop } from '../session/renewal-loop.js';
import { tradeForCookies } from '../session/trade-for-cookies.js';
import { createCurrentUser, type SessionListener } from '../session/current-user.js';
import { withRefresh } from '../session/with-refresh.js';

export interface FoyerClientOptions {
  /** Origin (and optional path prefix) of the Foyer server; the page's own origin by default. */
  baseUrl?: string;
  /**
   * 'httpOnlyCookie' (default: the server keeps both tokens in HttpOnly cookies on the app's own site), or SPEC's
   * 'cookie' / 'localStorage' (readable by the page's script, for cross-site embedding); anything else throws
   * 'storageEngine must be cookie or localStorage'.
   */
  storageEngine?: unknown;
  fetch?: typeof fetch;
  /** Defaults to navigator.locks; null keeps refreshes single-flight within this tab only. */
  locks?: LockManagerLike | null;
  /** Defaults to a BroadcastChannel named 'foyer-session'; null tells no other tab. */
  channel?: SessionChannel | null;
  /** Renew the session token ahead of expiry (SPEC §9 rolling refresh, on by default). */
  rollingRefresh?: boolean;
  renewCheckMs?: number;
}

/** The tokens a finished sign-in hands over (a one-time login token must be exchanged first); none with HttpOnly cookies. */
export interface SessionTokens {
  sessionToken: string;
  refreshToken: string;
}

export interface LogoutOptions {
  /** Also signs out of the federation (issue 14): the master and every member app where this sign-in reached. */
  includeFederated?: boolean;
}

export interface FoyerClient {
  /** The Foyer server's base URL its requests go to; '' for the page's own origin. */
  readonly baseUrl: string;
  /** The tokens are HttpOnly cookies: a sign-in replaces the session this browser held, with no token left to end it by. */
  readonly httpOnlyTokens: boolean;
  readonly user: SessionUser | null;
  /** Loads the signed-in user (renewing first when only a refresh token is left); null when signed out. */
  getSession(): Promise<SessionResponse | null>;
  refresh(): Promise<SessionUser | null>;
  /**
   * Stores the tokens of a finished sign-in and emits 'login'. With HttpOnly cookies the server has set them already,
   * and tokens the page was handed (a wallet's sealed result) are traded for cookies at once rather than kept.
   */
  applyLogin(tokens: Partial<SessionTokens> | null, user?: SessionUser | null): Promise<void>;
  /** Ends the session on the server (a failure is only warned about), then forgets it here. */
  logout(options?: LogoutOptions): Promise<void>;
  request: HttpRequest;
  onChange(listener: SessionListener): () => void;
  /** Stops the renewal loop and cross-tab listening. */
  dispose(): void;
}

function openDefaultChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
}

export function createFoyerClient(options: FoyerClientOptions = {}): FoyerClient {
  const tokens = createTokenStore(options.storageEngine ?? DEFAULT_STORAGE_ENGINE);
  const currentUser = createCurrentUser();
  const baseUrl = options.baseUrl ?? '';
  const plainRequest = createHttp({ baseUrl, tokens, fetch: options.fetch });
  const ownsChannel = options.channel === undefined;
  const channel = ownsChannel ? openDefaultChannel() : (options.channel ?? null);
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  const refresher = createRefresher({ request: plainRequest, tokens, currentUser, locks, channel });
  const request = withRefresh(plainRequest, tokens, refresher);

  function clearIfSignedIn(): void {
    if (currentUser.user) refresher.clear();
  }

  const rollingRefresh = options.rollingRefresh ?? DEFAULT_FEATURES.rollingRefresh;
  const stopRenewal = rollingRefresh
    ? startRenewalLoop({
        tokens,
        refresh: refresher.refresh,
        onNoTokens: clearIfSignedIn,
        checkEveryMs: options.renewCheckMs ?? TIME.minute,
      })
    : () => undefined;

  return {
    baseUrl,
    httpOnlyTokens: tokens.httpOnly,
    get user() {
      return currentUser.user;
    },
    async getSession() {
      if (!tokens.getSessionWindow()) {
        if (!tokens.getRotationMark()) {
          clearIfSignedIn();
          return null;
        }
        await refresher.refresh();
      }
      const session = await request<SessionResponse>(PATHS.session, { retries: REQUEST.sessionGetRetries });
      currentUser.emit(currentUser.user ? 'reload' : 'login', session.user);
      return session;
    },
    refresh: refresher.refresh,
    async applyLogin(issued, user = null) {
      if (tokens.httpOnly) {
        const traded = issued?.refreshToken ? await tradeForCookies(plainRequest, issued.refreshToken) : null;
        currentUser.emit('login', traded ?? user);
        return;
      }
      if (!issued?.sessionToken || !issued.refreshToken) throw new FoyerError('invalidResponse');
      tokens.setTokens(issued.sessionToken, issued.refreshToken);
      currentUser.emit('login', user);
    },
    async logout({ includeFederated }: LogoutOptions = {}) {
      if (tokens.getSessionWindow()) {
        try {
          const body = { visitorId: getVisitorId(), ...(includeFederated && { includeFederated }) };
          // An HttpOnly session token may have lapsed with the window still there: renew on 401, then end the session.
          await (tokens.httpOnly ? request : plainRequest)(PATHS.logout, { method: 'POST', body });
        } catch (error) {
          console.warn('Foyer: remote logout failed', error);
        }
      }
      refresher.clear();
    },
    request,
    onChange: currentUser.onChange,
    dispose() {
      stopRenewal();
      refresher.dispose();
      if (ownsChannel) channel?.close();
    },
  };
}
