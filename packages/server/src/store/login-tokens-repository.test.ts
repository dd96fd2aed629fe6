import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';

describe.each(storeFactories)('login tokens repository on $name', (factory) => {
  const store = useStore(factory);

  async function newToken(tokenHash: string, expiresAt: number) {
    const user = await store().users.create(newUser());
    const session = await store().userSessions.create(newUserSession(user.did));
    return store().loginTokens.create({ tokenHash, sessionId: session.id, createdAt: 1000, expiresAt });
  }

  it('consumes a live token once, even when many try at once', async () => {
    const token = await newToken('hash-1', 5000);

    const results = await Promise.all(Array.from({ length: 8 }, () => store().loginTokens.consume('hash-1', 2000)));

    expect(results.filter(Boolean)).toEqual([{ ...token, consumedAt: 2000 }]);
    expect(await store().loginTokens.consume('missing', 2000)).toBeNull();
  });

  it('refuses an expired token and removes expired ones', async () => {
    await newToken('old', 2000);
    await newToken('live', 4000);

    expect(await store().loginTokens.consume('old', 2000)).toBeNull();
    expect(await store().loginTokens.removeExpired(2000)).toBe(1);
    expect(await store().loginTokens.consume('live', 3000)).not.toBeNull();
  });

  it('goes when its session goes', async () => {
    const token = await newToken('hash-1', 5000);
    const session = await store().userSessions.findById(token.sessionId);
    if (!session) throw new Error('session missing');
    await store().users.remove(session.userDid);

    expect(await store().loginTokens.consume('hash-1', 2000)).toBeNull();
  });
});
