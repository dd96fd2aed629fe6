import { CSRF_COOKIE } from '@foyer/core';
import { createHttp } from '../http/create-http.js';
import { createRefresher } from '../session/create-refresher.js';
import type { LockManagerLike, SessionChannel } from '../session/cross-tab.js';
import { createCurrentUser, type SessionEvent } from '../session/current-user.js';
import { withRefresh } from '../session/with-refresh.js';
import { createTokenStore } from '../storage/create-token-store.js';
import { createFakeFoyerServer } from './fake-foyer-server.js';

/** One tab's session stack over a fake server, with the csrf cookie the page load would have left. */
export function createSessionHarness(options: { locks?: LockManagerLike; channel?: SessionChannel } = {}) {
  const server = createFakeFoyerServer();
  document.cookie = `${CSRF_COOKIE}=${server.csrfToken}; Path=/`;
  const tokens = createTokenStore('cookie');
  const currentUser = createCurrentUser();
  const events: SessionEvent[] = [];
  currentUser.onChange((event) => events.push(event));
  const plainRequest = createHttp({ baseUrl: '', tokens, fetch: server.fetch });
  const refresher = createRefresher({
    request: plainRequest,
    tokens,
    currentUser,
    locks: options.locks ?? null,
    channel: options.channel ?? null,
  });
  const request = withRefresh(plainRequest, tokens, refresher);

  function signIn() {
    const issued = server.signIn();
    tokens.setTokens(issued.sessionToken, issued.refreshToken);
    return issued;
  }

  return { server, tokens, currentUser, events, refresher, request, signIn };
}
