import { REQUEST } from '@foyer/core';
import { backoffDelay } from '../http/backoff-delay.js';
import type { TokenStore } from '../storage/token-store.js';
import { shouldRenew } from './should-renew.js';

export interface RenewalLoopOptions {
  tokens: TokenStore;
  refresh: () => Promise<unknown>;
  /** Called when neither token is left (SPEC §4: then the session is cleared). */
  onNoTokens: () => void;
  checkEveryMs: number;
  now?: () => number;
}

/**
 * Renews the session token ahead of expiry: on a timer, on window focus and when the page becomes visible.
 * A failed renewal is retried after 1000, 2000, 4000 … ms; after REQUEST.refreshRetryLimit (10) consecutive
 * failures the counter resets to 0 and retrying stops until the next regular check starts a new round.
 * Returns the function that stops the loop.
 */
export function startRenewalLoop({ tokens, refresh, onNoTokens, checkEveryMs, now = Date.now }: RenewalLoopOptions): () => void {
  let failures = 0;
  let busy = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function check(): Promise<void> {
    if (busy || retryTimer !== undefined) return;
    // The window and mark, not the tokens: with HttpOnly cookies those are out of reach.
    const tokenWindow = tokens.getSessionWindow();
    const canRenew = tokens.getRotationMark() !== null;
    if (!tokenWindow && !canRenew) onNoTokens();
    if (!canRenew || !shouldRenew(tokenWindow, now())) {
      failures = 0;
      return;
    }
    busy = true;
    try {
      await refresh();
      failures = 0;
    } catch {
      failures += 1;
      if (failures >= REQUEST.refreshRetryLimit) failures = 0;
      else retryTimer = setTimeout(retry, backoffDelay(failures - 1));
    } finally {
      busy = false;
    }
  }

  function retry(): void {
    retryTimer = undefined;
    void check();
  }

  function onVisibilityChange(): void {
    if (document.visibilityState === 'visible') void check();
  }

  function onFocus(): void {
    void check();
  }

  const interval = setInterval(onFocus, checkEveryMs);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibilityChange);
  void check();

  return () => {
    clearInterval(interval);
    clearTimeout(retryTimer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
