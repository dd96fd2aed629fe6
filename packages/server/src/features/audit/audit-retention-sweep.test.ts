import { AUDIT_RETENTION_DAYS, TIME } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/create-logger.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import { timeOrderedId } from '../../store/time-ordered-id.js';
import { startAuditRetentionSweep } from './audit-retention-sweep.js';

describe.each(storeFactories)('audit retention sweep on $name', (factory) => {
  const store = useStore(factory);

  it(`drops events older than ${AUDIT_RETENTION_DAYS} days and keeps the younger ones`, async () => {
    const at = (daysAgo: number) => Date.now() - daysAgo * TIME.day;
    const event = (daysAgo: number) => ({ id: timeOrderedId(), at: at(daysAgo), kind: 'sign_in' as const, actorDid: 'did:abt:alice', subjectDid: 'did:abt:alice', method: 'email', ip: null, detail: null });
    const old = event(AUDIT_RETENTION_DAYS + 1);
    const young = event(AUDIT_RETENTION_DAYS - 1);
    await store().auditEvents.add(old);
    await store().auditEvents.add(young);

    const stop = startAuditRetentionSweep(store(), createLogger('silent'), { everyMs: 10, keepMs: AUDIT_RETENTION_DAYS * TIME.day });
    try {
      await expect.poll(async () => (await store().auditEvents.page({}, { page: 1, pageSize: 10 })).events).toEqual([young]);
    } finally {
      await stop();
    }
  });
});
