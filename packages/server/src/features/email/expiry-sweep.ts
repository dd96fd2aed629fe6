import { TIME } from '@foyer/core';
import type { Store } from '../../store/types.js';

export interface ExpirySweepOptions {
  everyMs: number;
  /** How long an expired row stays, so a late try still hears "expired" rather than "incorrect". */
  keepMs: number;
}

const DEFAULTS: ExpirySweepOptions = { everyMs: 10 * TIME.minute, keepMs: TIME.day };

/** Deletes long-expired e-mail codes, login tokens, connect sessions and authorization-server records now and then; returns the function that stops it. */
export function startExpirySweep(store: Store, { everyMs, keepMs }: ExpirySweepOptions = DEFAULTS): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const cutoff = Date.now() - keepMs;
    const swept = [store.emailCodes, store.loginTokens, store.connectSessions, store.oidcModels].map((rows) => rows.removeExpired(cutoff));
    sweeping = Promise.all(swept).then(
      () => undefined,
      (error: unknown) => console.error('Removing expired e-mail codes, login tokens, connect sessions and authorization-server records failed', error),
    );
  }, everyMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the store may be closed right after.
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
