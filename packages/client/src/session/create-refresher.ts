import { FoyerError, PATHS, REQUEST, type RefreshResponse, type SessionUser } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import type { TokenStore } from '../storage/token-store.js';
import { REFRESH_LOCK_NAME, type LockManagerLike, type SessionChannel } from './cross-tab.js';
import { endsSession } from './ends-session.js';
import { parseSessionBroadcast } from './parse-session-broadcast.js';
import type { CurrentUser } from './current-user.js';

export interface RefresherOptions {
  /** The plain request (no refresh on 401, or a failing refresh would recurse). */
  request: HttpRequest;
  tokens: TokenStore;
  currentUser: CurrentUser;
  /** Cross-tab exclusion; null keeps to in-tab single flight. */
  locks: LockManagerLike | null;
  channel: SessionChannel | null;
}

export interface Refresher {
  /** Rotates the tokens; callers during a refresh share the one in flight. Resolves with the user. */
  refresh(): Promise<SessionUser | null>;
  /** Forgets both tokens and the user, here and in the other tabs. */
  clear(): void;
  dispose(): void;
}

export function createRefresher({ request, tokens, currentUser, locks, channel }: RefresherOptions): Refresher {
  let inFlight: Promise<SessionUser | null> | null = null;

  function clear(): void {
    tokens.clear();
    currentUser.emit('logout', null);
    channel?.postMessage({ type: 'cleared' });
  }

  async function callServer(): Promise<SessionUser | null> {
    try {
      const result = await request<RefreshResponse | undefined>(PATHS.refreshSession, {
        method: 'POST',
        // With HttpOnly cookies there is no bearer: the refresh cookie goes to this path by itself.
        bearer: tokens.getRefreshToken() ?? undefined,
        timeoutMs: REQUEST.refreshTimeoutMs,
      });
      if (!result || (tokens.httpOnly ? !result.user : !result.nextToken || !result.nextRefreshToken)) throw new FoyerError('invalidResponse');
      if (result.nextToken && result.nextRefreshToken) tokens.setTokens(result.nextToken, result.nextRefreshToken);
      currentUser.emit('refresh', result.user);
      channel?.postMessage({ type: 'refreshed', user: result.user });
      return result.user;
    } catch (error) {
      if (endsSession(error)) clear();
      throw error;
    }
  }

  /** Runs under the lock: another tab may have rotated (or ended) the family while this one waited. */
  async function rotateUnlessRotated(seen: string): Promise<SessionUser | null> {
    const current = tokens.getRotationMark();
    if (current === seen) return callServer();
    if (current === null) {
      if (currentUser.user) currentUser.emit('logout', null);
      throw new FoyerError('refreshTokenNotFound');
    }
    // A rotation keeps the same user; the other tab's broadcast brings its fresh copy.
    return currentUser.user;
  }

  async function rotate(): Promise<SessionUser | null> {
    const seen = tokens.getRotationMark();
    if (!seen) {
      clear();
      throw new FoyerError('refreshTokenNotFound');
    }
    if (!locks) return callServer();
    return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => rotateUnlessRotated(seen));
  }

  function onMessage(event: MessageEvent): void {
    const message = parseSessionBroadcast(event.data);
    if (message?.type === 'refreshed') currentUser.emit('refresh', message.user);
    else if (message?.type === 'cleared' && currentUser.user) currentUser.emit('logout', null);
  }
  channel?.addEventListener('message', onMessage);

  return {
    refresh() {
      inFlight ??= rotate().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    clear,
    dispose() {
      channel?.removeEventListener('message', onMessage);
    },
  };
}
