import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('store transactions on $name', (factory) => {
  const store = useStore(factory);

  it('names its dialect', () => {
    expect(store().dialect).toBe(factory.name);
  });

  it('commits when the callback resolves and returns its value', async () => {
    const user = newUser();

    const result = await store().transaction(async (tx) => {
      await tx.users.create(user);
      await tx.userSessions.create(newUserSession(user.did));
      return 'done';
    });

    expect(result).toBe('done');
    expect(await store().users.findByDid(user.did)).not.toBeNull();
  });

  it('rolls everything back when the callback throws', async () => {
    const user = newUser();
    const session = newUserSession(user.did);

    await expect(
      store().transaction(async (tx) => {
        await tx.users.create(user);
        await tx.userSessions.create(session);
        expect(await tx.users.findByDid(user.did)).not.toBeNull();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    expect(await store().users.findByDid(user.did)).toBeNull();
    expect(await store().userSessions.findById(session.id)).toBeNull();
  });

  it('joins a nested transaction to the outer one', async () => {
    const user = newUser();

    await expect(
      store().transaction(async (tx) => {
        await tx.transaction((inner) => inner.users.create(user));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');

    expect(await store().users.findByDid(user.did)).toBeNull();
  });

  it('refuses to destroy a transaction-bound store', async () => {
    await expect(store().transaction((tx) => tx.destroy())).rejects.toThrow(/cannot be destroyed/);
  });
});
