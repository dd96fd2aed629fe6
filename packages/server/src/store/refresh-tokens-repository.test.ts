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

  it('reads a token together with its session, and nothing for an unknown id', async () => {
    const sessionId = await createSession();
    const token = await createToken(sessionId);

    const found = await store().refreshTokens.findWithSession(token.id);

    expect(found?.token).toEqual(token);
    expect(found?.session).toEqual(await store().userSessions.findById(sessionId));
    expect(await store().refreshTokens.findWithSession('missing')).toBeNull();
  });

  const childOf = (parent: RefreshTokenRecord, createdAt = 5000) => ({
    id: randomUUID(),
    sessionId: parent.sessionId,
    secretHash: `hash-${randomUUID()}`,
    parentId: parent.id,
    createdAt,
  });

  it('rotates: marks the parent used, stores the child and slides the session, all at once', async () => {
    const parent = await createToken(await createSession());
    const child = childOf(parent);

    const session = await store().refreshTokens.rotate(child, 9_000_000);

    expect(session).toMatchObject({ id: parent.sessionId, expiresAt: 9_000_000, updatedAt: 5000 });
    expect(await store().userSessions.findById(parent.sessionId)).toEqual(session);
    expect((await store().refreshTokens.findById(parent.id))?.usedAt).toBe(5000);
    expect(await store().refreshTokens.findById(child.id)).toEqual({ ...child, usedAt: null });
  });

  it('rotates a used parent into nothing: no child stored and the session left as it was', async () => {
    const parent = await createToken(await createSession());
    const before = await store().userSessions.findById(parent.sessionId);
    await store().refreshTokens.markUsed(parent.id, 1);
    const child = childOf(parent);

    expect(await store().refreshTokens.rotate(child, 9_000_000)).toBeNull();
    expect(await store().refreshTokens.findById(child.id)).toBeNull();
    expect(await store().userSessions.findById(parent.sessionId)).toEqual(before);
  });

  it('lets exactly one of many concurrent rotations of one parent win', async () => {
    const parent = await createToken(await createSession());
    const children = Array.from({ length: 8 }, (_, i) => childOf(parent, 6000 + i));

    const sessions = await Promise.all(children.map((child) => store().refreshTokens.rotate(child, 9_000_000)));

    expect(sessions.filter(Boolean)).toHaveLength(1);
    const stored = await Promise.all(children.map((child) => store().refreshTokens.findById(child.id)));
    expect(stored.filter(Boolean)).toEqual([{ ...children[sessions.findIndex(Boolean)], usedAt: null }]);
  });
});
