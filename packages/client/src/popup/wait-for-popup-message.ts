import { FoyerError, POPUP } from '@foyer/core';

export interface WaitForPopupMessageOptions<T> {
  /** The only origin whose messages count. */
  origin: string;
  timeoutMs?: number;
  /** The shape the awaited message must have; any other message is ignored. */
  accept(data: unknown): data is T;
}

/**
 * The one message a popup posts back: only one from `origin` AND from this very popup counts, since any other window
 * could post a forged one. Rejects with 'Popup closed' when it closes, and closes it with 'Timeout' when it takes too long.
 */
export function waitForPopupMessage<T>(popup: Window, { origin, timeoutMs = POPUP.timeoutMs, accept }: WaitForPopupMessageOptions<T>): Promise<T> {
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
      if (event.origin !== origin || event.source !== popup || !accept(event.data)) return;
      const data = event.data;
      finish(() => resolve(data));
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
