import { TIME } from '@foyer/core';
import type { Store } from '../../store/types.js';

export interface ExpirySweepOptions {
  everyMs: number;
  /** How long an expired row stays, so a late try still hears "expired" rather than "incorrect". */
  keepMs: number;
}

const DEFAULTS: ExpirySweepOptions = { everyMs: 10 * TIME.minute, keepMs: TIME.day };

/** Deletes long-expired e-mail codes and login tokens now and then; returns the function that stops it. */
export function startExpirySweep(store: Store, { everyMs, keepMs }: ExpirySweepOptions = DEFAULTS): () => Promise<void> {
  const timer = setInterval(() => {
    const cutoff = Date.now() - keepMs;
    Promise.all([store.emailCodes.removeExpired(cutoff), store.loginTokens.removeExpired(cutoff)]).catch((error: unknown) => {
      console.error('Removing expired e-mail codes and login tokens failed', error);
    });
  }, everyMs);
  timer.unref();
  return async () => clearInterval(timer);
}
