import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { ConnectSessionRecord } from './types.js';

type NewConnectSession = Omit<ConnectSessionRecord, 'createdAt' | 'updatedAt'>;

function newConnectSession(overrides: Partial<NewConnectSession> = {}): NewConnectSession {
  return {
    token: randomUUID(),
    action: 'login',
    status: 'created',
    error: null,
    mfaCode: null,
    challenge: null,
    did: null,
    encryptionKey: null,
    nextWorkflow: null,
    extraParams: null,
    result: null,
    userDid: null,
    userSessionId: null,
    expiresAt: Date.now() + 60_000,
    ...overrides,
  };
}

describe.each(storeFactories)('connect sessions repository on $name', (factory) => {
  const store = useStore(factory);

  it('round-trips a session with JSON extra params and nulls', async () => {
    const session = newConnectSession({ extraParams: { locale: 'en', nested: { a: [1, 2] } }, challenge: 'c-1' });

    const created = await store().connectSessions.create(session);

    expect(created).toEqual({ ...session, createdAt: expect.any(Number), updatedAt: created.createdAt });
    expect(await store().connectSessions.findByToken(session.token)).toEqual(created);
    expect(await store().connectSessions.findByToken('missing')).toBeNull();
  });

  it('keeps the signed-in user who opened a session, and null when none did', async () => {
    const { userDid, userSessionId, ...signedOut } = newConnectSession();
    expect(await store().connectSessions.create(signedOut)).toMatchObject({ userDid: null, userSessionId: null });
    const opened = await store().connectSessions.create(newConnectSession({ userDid: 'did:abt:zAda', userSessionId: 'session-1' }));
    await store().connectSessions.update(opened.token, { status: 'scanned' });
    expect(await store().connectSessions.findByToken(opened.token)).toMatchObject({ status: 'scanned', userDid: 'did:abt:zAda', userSessionId: 'session-1' });
  });

  it('updates the patched fields and bumps updatedAt', async () => {
    const created = await store().connectSessions.create(newConnectSession({ extraParams: { a: 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const updated = await store().connectSessions.update(created.token, { status: 'scanned', did: 'did:abt:x', extraParams: null });

    expect(updated).toEqual({ ...created, status: 'scanned', did: 'did:abt:x', extraParams: null, updatedAt: expect.any(Number) });
    expect(updated?.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await store().connectSessions.update('missing', { status: 'scanned' })).toBeNull();
  });

  it('compares and sets on status', async () => {
    const created = await store().connectSessions.create(newConnectSession());

    expect(await store().connectSessions.update(created.token, { status: 'succeed' }, 'scanned')).toBeNull();
    expect((await store().connectSessions.findByToken(created.token))?.status).toBe('created');
    expect(await store().connectSessions.update(created.token, { status: 'scanned' }, 'created')).toMatchObject({ status: 'scanned' });
  });

  it('lets exactly one of many concurrent compare-and-sets win', async () => {
    const created = await store().connectSessions.create(newConnectSession({ status: 'scanned' }));

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store().connectSessions.update(created.token, { status: 'succeed', result: `r-${i}` }, 'scanned')),
    );

    const winners = results.filter((result) => result !== null);
    expect(winners).toHaveLength(1);
    expect(await store().connectSessions.findByToken(created.token)).toEqual(winners[0]);
  });

  it('removes sessions expired at or before now', async () => {
    const now = 2_000_000_000_000;
    await store().connectSessions.create(newConnectSession({ expiresAt: now - 1 }));
    await store().connectSessions.create(newConnectSession({ expiresAt: now }));
    const live = await store().connectSessions.create(newConnectSession({ expiresAt: now + 1 }));

    expect(await store().connectSessions.removeExpired(now)).toBe(2);
    expect(await store().connectSessions.findByToken(live.token)).toEqual(live);
  });
});
