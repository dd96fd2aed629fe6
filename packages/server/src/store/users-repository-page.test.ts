import { describe, expect, it } from 'vitest';
import { newUser } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { UserRecord } from './types.js';

const newestFirst = (users: UserRecord[]) =>
  [...users].sort((a, b) => b.createdAt - a.createdAt || (a.did < b.did ? 1 : a.did > b.did ? -1 : 0)).map((user) => user.did);

describe.each(storeFactories)('a page of people on $name', (factory) => {
  const store = useStore(factory);

  async function people() {
    const made = [
      await store().users.create(newUser({ did: 'did:abt:zAda', fullName: 'Ada Lovelace', email: 'ada@example.com' })),
      await store().users.create(newUser({ did: 'did:abt:zAdam', fullName: 'adam smith', email: 'SMITH@Example.org' })),
      await store().users.create(newUser({ did: 'did:abt:zGrace', fullName: 'Grace Hopper', email: null })),
      await store().users.create(newUser({ did: 'did:abt:zLi', fullName: '李白', email: 'li_bai@example.cn' })),
      await store().users.create(newUser({ did: 'did:abt:zNobody', fullName: null, email: 'n%body@example.com' })),
    ];
    return made;
  }

  it('pages everyone newest first with the total', async () => {
    const all = newestFirst(await people());
    const first = await store().users.listPage({ offset: 0, limit: 2, countUpTo: 100 });
    const last = await store().users.listPage({ offset: 4, limit: 2, countUpTo: 100 });

    expect([first.users.map((user) => user.did), first.total]).toEqual([all.slice(0, 2), 5]);
    expect([last.users.map((user) => user.did), last.total]).toEqual([all.slice(4), 5]);
    expect(first.totalExact).toBe(true);
    expect(await store().users.listPage({ offset: 10, limit: 2, countUpTo: 100 })).toEqual({ users: [], total: 5, totalExact: true });
  });

  it('stops counting past countUpTo and says the total is a floor', async () => {
    const all = newestFirst(await people());
    const page = await store().users.listPage({ offset: 0, limit: 4, countUpTo: 3 });
    expect([page.users.map((user) => user.did), page.total, page.totalExact]).toEqual([all.slice(0, 4), 3, false]);
    expect((await store().users.listPage({ offset: 0, limit: 4, countUpTo: 5 })).totalExact).toBe(true);
  });

  it.each([
    ['a name prefix in any case', 'ADA', ['did:abt:zAda', 'did:abt:zAdam']],
    ['a longer name prefix', 'ada l', ['did:abt:zAda']],
    ['an e-mail prefix in any case', 'smith@ex', ['did:abt:zAdam']],
    ['a name in another script', '李', ['did:abt:zLi']],
    ['an exact DID', 'did:abt:zGrace', ['did:abt:zGrace']],
    ['an e-mail holding a LIKE wildcard, literally', 'n%', ['did:abt:zNobody']],
    ['an underscore, literally', 'li_', ['did:abt:zLi']],
  ])('finds people by %s', async (_, query, expected) => {
    await people();
    const found = await store().users.listPage({ offset: 0, limit: 10, query, countUpTo: 100 });
    expect([found.users.map((user) => user.did).sort(), found.total]).toEqual([[...expected].sort(), expected.length]);
  });

  it.each([
    ['the middle of a name', 'love'],
    ['a DID prefix', 'did:abt:zA'],
    ['a wildcard alone', '%'],
    ['an e-mail domain', 'example.com'],
  ])('does not match %s', async (_, query) => {
    await people();
    expect(await store().users.listPage({ offset: 0, limit: 10, query, countUpTo: 100 })).toEqual({ users: [], total: 0, totalExact: true });
  });
});
