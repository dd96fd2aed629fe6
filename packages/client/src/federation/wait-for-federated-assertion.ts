import { CATALOGUE, FoyerError, POPUP, type MessageCode } from '@foyer/core';
import type { FederatedLoginMessage, WaitForFederatedAssertionOptions } from './types.js';

const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(CATALOGUE, code);

function isFederatedLoginMessage(data: unknown): data is FederatedLoginMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, assertion, error } = data as Record<string, unknown>;
  return type === 'federated_login' && (typeof assertion === 'string' || typeof error === 'string');
}

/**
 * The master's login assertion, from the one message its federated page posts: only a message from `masterOrigin` AND
 * from this very popup counts, since any other window could post a forged one. An error message rejects with its
 * catalogue text ('Manual login federated account failed' for a code this SDK does not know); so does a closed or
 * timed-out popup ('Popup closed', 'Timeout').
 */
export function waitForFederatedAssertion(popup: Window, { masterOrigin, timeoutMs = POPUP.timeoutMs }: WaitForFederatedAssertionOptions): Promise<string> {
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
      if (event.origin !== masterOrigin || event.source !== popup || !isFederatedLoginMessage(event.data)) return;
      const message = event.data;
      if ('assertion' in message) finish(() => resolve(message.assertion));
      else finish(() => reject(new FoyerError(isMessageCode(message.error) ? message.error : 'federatedManualLoginFailed')));
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
