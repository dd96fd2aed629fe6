import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { PasskeyCredentialRecord } from './types.js';

describe.each(storeFactories)('passkey credentials repository on $name', (factory) => {
  const store = useStore(factory);

  async function newCredential(id: string, overrides: Partial<PasskeyCredentialRecord> = {}) {
    const userDid = overrides.userDid ?? (await store().users.create(newUser())).did;
    return store().passkeyCredentials.create({
      id,
      userDid,
      userHandle: 'aGFuZGxl',
      publicKey: 'cHVibGljLWtleQ',
      counter: 0,
      transports: ['internal', 'hybrid'],
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: 1000,
      ...overrides,
    });
  }

  it('keeps a credential as given and lists a user’s oldest first', async () => {
    const first = await newCredential('cred-1', { counter: 4_000_000_000 });
    expect(first).toEqual({
      id: 'cred-1',
      userDid: first.userDid,
      userHandle: 'aGFuZGxl',
      publicKey: 'cHVibGljLWtleQ',
      counter: 4_000_000_000,
      transports: ['internal', 'hybrid'],
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: 1000,
      lastUsedAt: null,
      name: null,
    });
    const second = await newCredential('cred-0', { userDid: first.userDid, createdAt: 2000, deviceType: 'singleDevice', backedUp: false });
    await newCredential('other');

    expect(await store().passkeyCredentials.findById('cred-1')).toEqual(first);
    expect(await store().passkeyCredentials.listByUser(first.userDid)).toEqual([first, second]);
    expect(await store().passkeyCredentials.findById('missing')).toBeNull();
  });

  it('renames a credential only for its own user', async () => {
    const credential = await newCredential('cred-1');
    expect(await store().passkeyCredentials.rename('cred-1', 'did:abt:zSomeoneElse', 'Stolen')).toBe(false);
    expect(await store().passkeyCredentials.rename('cred-1', credential.userDid, 'Phone')).toBe(true);
    expect(await store().passkeyCredentials.findById('cred-1')).toEqual({ ...credential, name: 'Phone' });
  });

  it('refuses a second credential with the same id', async () => {
    await newCredential('cred-1');
    await expect(newCredential('cred-1')).rejects.toThrow();
  });

  it('moves the counter only from the value it was read at, once among racing callers', async () => {
    await newCredential('cred-1', { counter: 5 });

    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => store().passkeyCredentials.recordUse('cred-1', 5, 6 + i, 3000)));

    expect(results.filter(Boolean)).toHaveLength(1);
    const after = await store().passkeyCredentials.findById('cred-1');
    expect(after?.counter).toBe(6 + results.indexOf(true));
    expect(after?.lastUsedAt).toBe(3000);
    expect(await store().passkeyCredentials.recordUse('cred-1', 5, 9, 4000)).toBe(false);
  });

  it('holds a user’s credentials for one transaction at a time: the next one reads what the first left', async () => {
    const credential = await newCredential('cred-1');
    const kept = await newCredential('cred-2', { userDid: credential.userDid, createdAt: 2000 });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });

    const first = store().transaction(async (tx) => {
      const seen = await tx.passkeyCredentials.lockByUser(credential.userDid);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.passkeyCredentials.remove('cred-1', credential.userDid);
      return seen;
    });
    await holding;
    const second = store().transaction((tx) => tx.passkeyCredentials.lockByUser(credential.userDid));

    expect(await first).toEqual([credential, kept]);
    expect(await second).toEqual([kept]);
  });

  it('removes only its owner’s credential, and all of them with the user', async () => {
    const credential = await newCredential('cred-1');
    await newCredential('cred-2', { userDid: credential.userDid });

    expect(await store().passkeyCredentials.remove('cred-1', 'did:abt:someone-else')).toBe(false);
    expect(await store().passkeyCredentials.remove('cred-1', credential.userDid)).toBe(true);
    expect(await store().passkeyCredentials.remove('cred-1', credential.userDid)).toBe(false);

    await store().users.remove(credential.userDid);
    expect(await store().passkeyCredentials.findById('cred-2')).toBeNull();
  });
});
