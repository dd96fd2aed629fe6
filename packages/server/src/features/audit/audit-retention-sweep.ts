import { AUDIT_RETENTION_DAYS, TIME } from '@foyer/core';
import type { Logger } from 'pino';
import type { Store } from '../../store/types.js';

export interface AuditRetentionOptions {
  everyMs: number;
  keepMs: number;
}

const DEFAULTS: AuditRetentionOptions = { everyMs: TIME.hour, keepMs: AUDIT_RETENTION_DAYS * TIME.day };

/** Deletes audit events older than AUDIT_RETENTION_DAYS, now and then; returns the function that stops it. */
export function startAuditRetentionSweep(store: Pick<Store, 'auditEvents'>, log: Logger, { everyMs, keepMs }: AuditRetentionOptions = DEFAULTS): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = store.auditEvents.removeOlderThan(Date.now() - keepMs).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'Removing audit events past their retention failed'),
    );
  }, everyMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the store may be closed right after.
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
