import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newConnectedAccount as newAccount, newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('connected accounts repository on $name', (factory) => {
  const store = useStore(factory);

  it('round-trips an account with JSON extra and nulls', async () => {
    const user = await store().users.create(newUser());
    const account = newAccount(user.did, { email: 'a@example.com', extra: { login: 'ada', scopes: ['read'] } });

    const created = await store().connectedAccounts.create(account);

    expect(created).toEqual({ ...account, createdAt: expect.any(Number), updatedAt: created.createdAt });
    expect(await store().connectedAccounts.findByProviderUser('github', account.providerUserId)).toEqual(created);
    expect(await store().connectedAccounts.findByProviderUser('google', account.providerUserId)).toBeNull();
  });

  it('lists the accounts of one user', async () => {
    const user = await store().users.create(newUser());
    const other = await store().users.create(newUser());
    const github = await store().connectedAccounts.create(newAccount(user.did, { provider: 'github' }));
    const google = await store().connectedAccounts.create(newAccount(user.did, { provider: 'google' }));
    await store().connectedAccounts.create(newAccount(other.did));

    const listed = await store().connectedAccounts.listByUser(user.did);

    expect(listed.map((a) => a.id).sort()).toEqual([github.id, google.id].sort());
  });

  it('updates the patched fields, nulls JSON, bumps updatedAt and removes', async () => {
    const user = await store().users.create(newUser());
    const created = await store().connectedAccounts.create(newAccount(user.did, { extra: { a: 1 }, fullName: 'Ada' }));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const updated = await store().connectedAccounts.update(created.id, { extra: null, lastLoginAt: 42, avatar: 'x.png' });

    expect(updated).toEqual({ ...created, extra: null, lastLoginAt: 42, avatar: 'x.png', updatedAt: expect.any(Number) });
    expect(updated?.updatedAt).toBeGreaterThan(created.updatedAt);
    expect(await store().connectedAccounts.update('missing', { email: 'x' })).toBeNull();
    expect(await store().connectedAccounts.remove(created.id)).toBe(true);
    expect(await store().connectedAccounts.remove(created.id)).toBe(false);
  });

  it('rejects a second account for the same provider user', async () => {
    const user = await store().users.create(newUser());
    const other = await store().users.create(newUser());
    await store().connectedAccounts.create(newAccount(user.did, { provider: 'github', providerUserId: '42' }));

    await expect(
      store().connectedAccounts.create(newAccount(other.did, { provider: 'github', providerUserId: '42' })),
    ).rejects.toThrow();
    await expect(
      store().connectedAccounts.create(newAccount(other.did, { provider: 'google', providerUserId: '42' })),
    ).resolves.toMatchObject({ provider: 'google' });
  });
});
