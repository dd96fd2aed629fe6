import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, type LiveSession } from './session-cache.js';

const live = (expiresAt: number, body = '{}'): LiveSession => ({ expiresAt, body });

describe('SessionCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a session once, sharing the load between concurrent readers', async () => {
    const load = vi.fn(async () => live(Date.now() + 60_000));
    const cache = new SessionCache(load);
    await Promise.all([cache.get('s1', 'u1'), cache.get('s1', 'u1'), cache.get('s1', 'u1')]);
    await cache.get('s1', 'u1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('remembers an ended session as null', async () => {
    const load = vi.fn(async () => null);
    const cache = new SessionCache(load);
    expect(await cache.get('s1', 'u1')).toBeNull();
    expect(await cache.get('s1', 'u1')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after evicting the session, or any session of its user', async () => {
    const load = vi.fn(async (sessionId: string) => live(Date.now() + 60_000, sessionId));
    const cache = new SessionCache(load);
    await Promise.all([cache.get('s1', 'u1'), cache.get('s2', 'u1'), cache.get('s3', 'u2')]);

    cache.evictSession('s1');
    await cache.get('s1', 'u1');
    cache.evictUser('u1');
    await Promise.all([cache.get('s1', 'u1'), cache.get('s2', 'u1'), cache.get('s3', 'u2')]);

    expect(load.mock.calls.map(([sessionId]) => sessionId)).toEqual(['s1', 's2', 's3', 's1', 's1', 's2']);
  });

  it('reloads a copy whose expiry passed, in case another instance slid it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn().mockResolvedValueOnce(live(Date.now() + 1000)).mockResolvedValueOnce(live(Date.now() + 60_000, 'slid')).mockResolvedValue(null);
    const cache = new SessionCache(load);
    await cache.get('s1', 'u1');

    vi.advanceTimersByTime(2000);

    expect((await cache.get('s1', 'u1'))?.body).toBe('slid');
    vi.advanceTimersByTime(60_000);
    expect(await cache.get('s1', 'u1')).toBeNull();
  });

  it('forgets a failed load so the next read retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(live(Date.now() + 60_000));
    const cache = new SessionCache(load);
    await expect(cache.get('s1', 'u1')).rejects.toThrow('database down');
    expect(await cache.get('s1', 'u1')).not.toBeNull();
  });

  it('holds at most its bound', async () => {
    const load = vi.fn(async () => live(Date.now() + 60_000));
    const cache = new SessionCache(load, 2);
    for (const id of ['s1', 's2', 's3', 's1']) await cache.get(id, 'u1');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
