import { PLATFORM_TTL, TIME } from '@foyer/core';
import type { Logger } from 'pino';
import type { Store } from '../../store/types.js';

export interface ExpirySweepOptions {
  everyMs: number;
  /** How long an expired row stays, so a late try still hears "expired" rather than "incorrect". */
  keepMs: number;
}

const DEFAULTS: ExpirySweepOptions = { everyMs: 10 * TIME.minute, keepMs: TIME.day };

/**
 * Deletes long-expired e-mail codes, login tokens, connect sessions and authorization-server records, devices with no
 * saved session for a session's lifetime, and federation links of lapsed sessions, now and then; returns the function that stops it.
 */
export function startExpirySweep(store: Store, log: Logger, { everyMs, keepMs }: ExpirySweepOptions = DEFAULTS): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const cutoff = Date.now() - keepMs;
    const swept = [store.emailCodes, store.loginTokens, store.connectSessions, store.oidcModels, store.rateLimits].map((rows) =>
      rows.removeExpired(cutoff),
    );
    const idleDevices = store.devices.removeIdle(Date.now() - PLATFORM_TTL.sessionMs);
    const lapsedLinks = store.federatedSessions.removeLapsed(cutoff);
    sweeping = Promise.all([...swept, idleDevices, lapsedLinks]).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'Removing expired rows, idle devices and lapsed federation links failed'),
    );
  }, everyMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the store may be closed right after.
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
