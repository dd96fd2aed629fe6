import { TIME } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import { timeOrderedId } from './time-ordered-id.js';
import type { AuditEventRecord } from './types.js';

const DAY_10 = 10 * TIME.day;

const event = (overrides: Partial<AuditEventRecord> = {}): AuditEventRecord => ({
  id: timeOrderedId(),
  at: DAY_10 + 1000,
  kind: 'sign_in',
  actorDid: 'did:abt:alice',
  subjectDid: 'did:abt:alice',
  method: 'email',
  ip: '198.51.100.7',
  detail: { sessionId: 's1' },
  ...overrides,
});

describe.each(storeFactories)('audit events repository on $name', (factory) => {
  const store = useStore(factory);

  it('keeps an event as given and pages them newest first with the total', async () => {
    const older = event({ at: DAY_10 });
    const newer = event({ at: DAY_10 + 5, kind: 'passport_issued', actorDid: 'did:abt:owner', subjectDid: 'did:abt:bob', method: null, detail: null });
    await store().auditEvents.add(older);
    await store().auditEvents.add(newer);
    expect(await store().auditEvents.page({}, { page: 1, pageSize: 10 })).toEqual({ events: [newer, older], total: 2 });
    expect(await store().auditEvents.page({}, { page: 2, pageSize: 1 })).toEqual({ events: [older], total: 2 });
  });

  it('filters by a person, as actor or subject, and by kind', async () => {
    const own = await add(event());
    const doneToAlice = await add(event({ kind: 'passport_revoked', actorDid: 'did:abt:owner', method: null }));
    await add(event({ actorDid: 'did:abt:bob', subjectDid: 'did:abt:bob' }));
    const alice = await store().auditEvents.page({ person: 'did:abt:alice' }, { page: 1, pageSize: 10 });
    expect(alice.events.map((each) => each.id).sort()).toEqual([own.id, doneToAlice.id].sort());
    const revoked = await store().auditEvents.page({ kind: 'passport_revoked' }, { page: 1, pageSize: 10 });
    expect(revoked).toEqual({ events: [doneToAlice], total: 1 });
    expect(await store().auditEvents.page({ person: 'did:abt:bob', kind: 'passport_revoked' }, { page: 1, pageSize: 10 })).toEqual({ events: [], total: 0 });
  });

  it('counts sign-ins per UTC day and method, and failures, since a moment', async () => {
    await add(event({ at: DAY_10 }));
    await add(event({ at: DAY_10 + TIME.day - 1 }));
    await add(event({ at: DAY_10 + 2, method: 'passkey' }));
    await add(event({ at: DAY_10 + TIME.day, method: 'passkey' }));
    await add(event({ at: DAY_10 + 3, kind: 'sign_in_failed' }));
    await add(event({ at: DAY_10 + 4, kind: 'passport_issued' }));
    await add(event({ at: DAY_10 - 1 }));
    const counts = await store().auditEvents.countSignIns(DAY_10);
    const sorted = [...counts].sort((a, b) => a.day - b.day || a.kind.localeCompare(b.kind) || String(a.method).localeCompare(String(b.method)));
    expect(sorted).toEqual([
      { day: 10, kind: 'sign_in', method: 'email', count: 2 },
      { day: 10, kind: 'sign_in', method: 'passkey', count: 1 },
      { day: 10, kind: 'sign_in_failed', method: 'email', count: 1 },
      { day: 11, kind: 'sign_in', method: 'passkey', count: 1 },
    ]);
  });

  it('removes events older than a cutoff and keeps the rest', async () => {
    await add(event({ at: DAY_10 - 1 }));
    const kept = await add(event({ at: DAY_10 }));
    expect(await store().auditEvents.removeOlderThan(DAY_10)).toBe(1);
    expect(await store().auditEvents.page({}, { page: 1, pageSize: 10 })).toEqual({ events: [kept], total: 1 });
  });

  async function add(each: AuditEventRecord): Promise<AuditEventRecord> {
    await store().auditEvents.add(each);
    return each;
  }
});
