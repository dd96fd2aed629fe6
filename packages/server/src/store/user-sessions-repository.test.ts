import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser, newUserSession } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { UserRecord } from './types.js';

describe.each(storeFactories)('user sessions repository on $name', (factory) => {
  const store = useStore(factory);
  const createUser = (): Promise<UserRecord> => store().users.create(newUser());

  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates an online session by default and finds it', async () => {
    const user = await createUser();
    const session = newUserSession(user.did, { appUrl: null, walletOS: null, userAgent: null, lastLoginIp: null });

    const created = await store().userSessions.create(session);

    expect(created).toEqual({ ...session, status: 'online', createdAt: expect.any(Number), updatedAt: created.createdAt, authenticatedAt: created.createdAt });
    expect(await store().userSessions.findById(session.id)).toEqual(created);
    expect(await store().userSessions.findById('missing')).toBeNull();
  });

  it('keeps the sign-in time a session carried over from another is given', async () => {
    const user = await createUser();
    const created = await store().userSessions.create(newUserSession(user.did, { authenticatedAt: 1_700_000_000_000 }));
    expect(created.authenticatedAt).toBe(1_700_000_000_000);
    expect((await store().userSessions.findById(created.id))?.authenticatedAt).toBe(1_700_000_000_000);
  });

  it('updates the patched fields and bumps updatedAt', async () => {
    const user = await createUser();
    const created = await store().userSessions.create(newUserSession(user.did));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const updated = await store().userSessions.update(created.id, { status: 'offline', passportId: 'p-1', appUrl: null });

    expect(updated).toEqual({ ...created, status: 'offline', passportId: 'p-1', appUrl: null, updatedAt: expect.any(Number) });
    expect(updated?.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await store().userSessions.update('missing', { status: 'offline' })).toBeNull();
  });

  it('lists active sessions newest first, filtered and paginated with a total', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = 1_800_000_000_000;
    const user = await createUser();
    const other = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      vi.setSystemTime(now - 1000 + i);
      ids.push((await store().userSessions.create(newUserSession(user.did, { expiresAt: now + 1000 }))).id);
    }
    const expiredByStatus = await store().userSessions.create(newUserSession(user.did, { status: 'expired', expiresAt: now + 1000 }));
    await store().userSessions.create(newUserSession(user.did, { expiresAt: now }));
    await store().userSessions.create(newUserSession(user.did, { expiresAt: now - 1 }));
    await store().userSessions.create(newUserSession(other.did, { expiresAt: now + 1000 }));
    const newestFirst = [...ids].reverse();

    const page1 = await store().userSessions.listActive({ userDid: user.did }, { page: 1, pageSize: 2 }, now);
    const page3 = await store().userSessions.listActive({ userDid: user.did }, { page: 3, pageSize: 2 }, now);
    const page4 = await store().userSessions.listActive({ userDid: user.did }, { page: 4, pageSize: 2 }, now);

    expect(page1.total).toBe(5);
    expect(page1.list.map((s) => s.id)).toEqual(newestFirst.slice(0, 2));
    expect(page3.list.map((s) => s.id)).toEqual(newestFirst.slice(4));
    expect(page4).toEqual({ list: [], total: 5 });
    const all = await store().userSessions.listActive({ userDid: user.did }, { page: 1, pageSize: 50 }, now);
    expect(all.list.map((s) => s.id)).not.toContain(expiredByStatus.id);
    expect(all.list.map((s) => s.id)).toEqual(newestFirst);
  });

  it('filters by appPid and visitorId', async () => {
    const user = await createUser();
    const a = await store().userSessions.create(newUserSession(user.did, { appPid: 'app-a', visitorId: 'v-1' }));
    const b = await store().userSessions.create(newUserSession(user.did, { appPid: 'app-b', visitorId: 'v-1' }));
    await store().userSessions.create(newUserSession(user.did, { appPid: 'app-b', visitorId: 'v-2' }));
    const page = { page: 1, pageSize: 10 };

    const byApp = await store().userSessions.listActive({ appPid: 'app-a' }, page, Date.now());
    const byVisitor = await store().userSessions.listActive({ userDid: user.did, visitorId: 'v-1' }, page, Date.now());
    const byBoth = await store().userSessions.listActive({ appPid: 'app-b', visitorId: 'v-1' }, page, Date.now());

    expect(byApp.list.map((s) => s.id)).toEqual([a.id]);
    expect(byVisitor.list.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(byBoth).toEqual({ list: [b], total: 1 });
  });

  it('expires all sessions of a user, optionally on one visitor, returning only the ids it changed', async () => {
    const user = await createUser();
    const other = await createUser();
    const onV1 = await store().userSessions.create(newUserSession(user.did, { visitorId: 'v-1' }));
    const onV2 = await store().userSessions.create(newUserSession(user.did, { visitorId: 'v-2' }));
    await store().userSessions.create(newUserSession(user.did, { visitorId: 'v-1', status: 'expired' }));
    const othersSession = await store().userSessions.create(newUserSession(other.did, { visitorId: 'v-1' }));

    expect(await store().userSessions.expireAllOfUser(user.did, 'v-1')).toEqual([onV1.id]);
    expect(await store().userSessions.expireAllOfUser(user.did)).toEqual([onV2.id]);
    expect(await store().userSessions.expireAllOfUser(user.did)).toEqual([]);
    expect((await store().userSessions.findById(onV1.id))?.status).toBe('expired');
    expect((await store().userSessions.findById(othersSession.id))?.status).toBe('online');
  });

  it('round-trips far-future ms timestamps as numbers', async () => {
    const user = await createUser();
    const expiresAt = 8_640_000_000_000_000;
    const created = await store().userSessions.create(newUserSession(user.did, { expiresAt }));

    const found = await store().userSessions.findById(created.id);

    expect(found?.expiresAt).toBe(expiresAt);
    expect(typeof found?.createdAt).toBe('number');
  });

  it('requires an existing user and goes away with it', async () => {
    await expect(store().userSessions.create(newUserSession('did:abt:nobody'))).rejects.toThrow();
    const user = await createUser();
    const session = await store().userSessions.create(newUserSession(user.did));

    await store().users.remove(user.did);

    expect(await store().userSessions.findById(session.id)).toBeNull();
  });
});
