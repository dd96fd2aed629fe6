import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('users repository on $name', (factory) => {
  const store = useStore(factory);

  it('creates a minimal user with null optionals and approved false', async () => {
    const before = Date.now();
    const created = await store().users.create(newUser({ did: 'did:abt:min' }));

    expect(created).toMatchObject({ did: 'did:abt:min', role: 'guest', sourceProvider: 'wallet', approved: false });
    expect(created.metadata).toBeNull();
    expect(created.didSpace).toBeNull();
    expect(created.lastLoginAt).toBeNull();
    expect(created.createdAt).toBeGreaterThanOrEqual(before);
    expect(created.updatedAt).toBe(created.createdAt);
    expect(await store().users.findByDid('did:abt:min')).toEqual(created);
  });

  it('round-trips every field, JSON included', async () => {
    const user = newUser({
      pk: 'z1pk',
      sourceAppPid: 'app-2',
      locale: 'en',
      inviter: 'did:abt:inviter',
      metadata: { bio: 'hi', links: [{ url: 'https://x.example' }], phone: { country: 'us', phoneNumber: '1' } },
      address: { city: 'Lisbon' },
      fullName: 'Ada',
      email: 'ada@example.com',
      phone: '+1',
      avatar: 'https://a.example/ada.png',
      remark: 'vip',
      didSpace: { did: 'did:abt:space', name: 'Space' },
      extraConfigs: { connectedAccounts: [{ provider: 'github' }] },
      approved: true,
      lastLoginAt: 1_700_000_000_123,
    });
    const created = await store().users.create(user);

    expect(created).toMatchObject(user);
    expect(await store().users.findByDid(user.did)).toEqual(created);
    expect(await store().users.findByEmail('ada@example.com')).toEqual(created);
  });

  it('updates only the patched fields, can null JSON, and bumps updatedAt', async () => {
    const created = await store().users.create(newUser({ metadata: { a: 1 }, fullName: 'Old', email: 'o@example.com' }));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const updated = await store().users.update(created.did, { fullName: 'New', metadata: null, approved: true });

    expect(updated).toEqual({
      ...created,
      fullName: 'New',
      metadata: null,
      approved: true,
      updatedAt: expect.any(Number),
    });
    expect(updated?.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await store().users.findByDid(created.did)).toEqual(updated);
  });

  it('returns null or false for missing users', async () => {
    expect(await store().users.findByDid('did:abt:none')).toBeNull();
    expect(await store().users.findByEmail('none@example.com')).toBeNull();
    expect(await store().users.update('did:abt:none', { fullName: 'x' })).toBeNull();
    expect(await store().users.remove('did:abt:none')).toBe(false);
  });

  it('removes and counts', async () => {
    const a = await store().users.create(newUser());
    await store().users.create(newUser());
    expect(await store().users.count()).toBe(2);

    expect(await store().users.remove(a.did)).toBe(true);
    expect(await store().users.findByDid(a.did)).toBeNull();
    expect(await store().users.count()).toBe(1);
  });

  it('rejects a duplicate DID', async () => {
    const user = newUser();
    await store().users.create(user);
    await expect(store().users.create(user)).rejects.toThrow();
  });
});
