import { FoyerError, POPUP } from '@foyer/core';
import { responseError } from './response-error.js';
import type { AuthorizationGrant, AuthorizationResponse, WaitForAuthorizationResponseOptions } from './types.js';

function isAuthorizationResponse(data: unknown): data is AuthorizationResponse {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'authorization_response';
}

/**
 * The provider's grant, from the one message the popup posts: only a message from `appOrigin` AND from this very
 * popup counts, since any other window could post a forged code. Rejects when the popup closes or times out.
 */
export function waitForAuthorizationResponse(
  popup: Window,
  { appOrigin, timeoutMs = POPUP.timeoutMs }: WaitForAuthorizationResponseOptions,
): Promise<AuthorizationGrant> {
  // Held, not looked up per tick: a tick after the page (or a test's DOM) is gone must still stop cleanly.
  const page = window;
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const finish = (settle: () => void) => {
      page.removeEventListener('message', onMessage);
      clearInterval(check);
      settle();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== appOrigin || event.source !== popup || !isAuthorizationResponse(event.data)) return;
      const response = event.data;
      if ('error' in response) finish(() => reject(responseError(response.provider, response.errorCode)));
      else finish(() => resolve(response));
    }
    const check = setInterval(() => {
      if (popup.closed) finish(() => reject(new FoyerError('popupClosed')));
      else if (Date.now() - startedAt >= timeoutMs) {
        popup.close();
        finish(() => reject(new FoyerError('popupTimeout')));
      }
    }, POPUP.checkEveryMs);
    page.addEventListener('message', onMessage);
  });
}
