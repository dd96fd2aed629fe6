import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from './test-support/fixtures.js';
import { storeFactories } from './test-support/stores.js';
import { useStore } from './test-support/use-store.js';
import type { RefreshTokenRecord } from './types.js';

describe.each(storeFactories)('refresh tokens repository on $name', (factory) => {
  const store = useStore(factory);

  const createSession = async (): Promise<string> => {
    const user = await store().users.create(newUser());
    return (await store().userSessions.create(newUserSession(user.did))).id;
  };
  const createToken = (sessionId: string, parentId: string | null = null): Promise<RefreshTokenRecord> =>
    store().refreshTokens.create({ id: randomUUID(), sessionId, secretHash: `hash-${randomUUID()}`, parentId, createdAt: Date.now() });

  // Marks the token inside a transaction held open until release(), so a racer runs against the uncommitted write.
  const markUsedInOpenTransaction = (id: string, outcome: 'commit' | 'rollback') => {
    let release = (): void => undefined;
    let marked = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const markedInTx = new Promise<void>((resolve) => (marked = resolve));
    const transaction = store().transaction(async (tx) => {
      const won = await tx.refreshTokens.markUsed(id, 1);
      marked();
      await released;
      if (outcome === 'rollback') throw new Error('rollback');
      return won;
    });
    return { markedInTx, release, transaction };
  };

  it('creates unused tokens and finds them by id and by parent', async () => {
    const sessionId = await createSession();
    const root = await createToken(sessionId);
    const child = await createToken(sessionId, root.id);

    expect(root.usedAt).toBeNull();
    expect(root.parentId).toBeNull();
    expect(await store().refreshTokens.findById(root.id)).toEqual(root);
    expect(await store().refreshTokens.findChild(root.id)).toEqual(child);
    expect(await store().refreshTokens.findChild(child.id)).toBeNull();
    expect(await store().refreshTokens.findById('missing')).toBeNull();
  });

  it('marks a token used only once', async () => {
    const token = await createToken(await createSession());

    expect(await store().refreshTokens.markUsed(token.id, 111)).toBe(true);
    expect(await store().refreshTokens.markUsed(token.id, 222)).toBe(false);
    expect((await store().refreshTokens.findById(token.id))?.usedAt).toBe(111);
    expect(await store().refreshTokens.markUsed('missing', 1)).toBe(false);
  });

  it('lets exactly one of many concurrent markUsed calls win', async () => {
    const token = await createToken(await createSession());

    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store().refreshTokens.markUsed(token.id, 1000 + i)));

    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect((await store().refreshTokens.findById(token.id))?.usedAt).toBe(1000 + winner);
  });

  it('makes a racing markUsed wait for an open transaction and lose once it commits', async () => {
    const token = await createToken(await createSession());
    const { markedInTx, release, transaction } = markUsedInOpenTransaction(token.id, 'commit');

    await markedInTx;
    const racer = store().refreshTokens.markUsed(token.id, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();

    expect(await transaction).toBe(true);
    expect(await racer).toBe(false);
    expect((await store().refreshTokens.findById(token.id))?.usedAt).toBe(1);
  });

  it('lets a racing markUsed win once the holding transaction rolls back', async () => {
    const token = await createToken(await createSession());
    const { markedInTx, release, transaction } = markUsedInOpenTransaction(token.id, 'rollback');

    await markedInTx;
    const racer = store().refreshTokens.markUsed(token.id, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();

    await expect(transaction).rejects.toThrow('rollback');
    expect(await racer).toBe(true);
    expect((await store().refreshTokens.findById(token.id))?.usedAt).toBe(2);
  });

  it('removes the tokens of one session', async () => {
    const sessionId = await createSession();
    const otherSessionId = await createSession();
    await createToken(sessionId);
    await createToken(sessionId);
    const kept = await createToken(otherSessionId);

    expect(await store().refreshTokens.removeBySession(sessionId)).toBe(2);
    expect(await store().refreshTokens.removeBySession(sessionId)).toBe(0);
    expect(await store().refreshTokens.findById(kept.id)).toEqual(kept);
  });
});
