import { randomUUID } from 'node:crypto';
import { PLATFORM_TTL } from '@foyer/core';
import { describe, expect, it } from 'vitest';
import { newUser, newUserSession } from '../../store/test-support/fixtures.js';
import { storeFactories } from '../../store/test-support/stores.js';
import { useStore } from '../../store/test-support/use-store.js';
import type { NewUserSession } from '../../store/types.js';
import { createLogger } from '../../observability/create-logger.js';
import { startExpirySweep } from './expiry-sweep.js';

const TTL = PLATFORM_TTL.sessionMs;
const HOUR = 60 * 60 * 1000;

describe.each(storeFactories)('expiry sweep of devices on $name', (factory) => {
  const store = useStore(factory);

  async function device(createdAt: number) {
    return store().devices.create({ id: randomUUID(), secretHash: randomUUID(), createdAt });
  }

  async function sessionOn(deviceId: string, overrides: Partial<NewUserSession>, status?: 'offline' | 'expired') {
    const user = await store().users.create(newUser());
    const session = await store().userSessions.create(newUserSession(user.did, overrides));
    if (status) await store().userSessions.update(session.id, { status });
    await store().devices.bindSession(session.id, deviceId, Date.now());
    return session;
  }

  it('deletes a device that has had no live session for longer than the session TTL, and keeps the others', async () => {
    const now = Date.now();
    const longAgo = now - 2 * TTL;
    const unused = await device(longAgo);
    const lapsed = await device(longAgo);
    await sessionOn(lapsed.id, { expiresAt: now - TTL - HOUR });
    const fresh = await device(now - HOUR);
    const live = await device(longAgo);
    await sessionOn(live.id, { expiresAt: now + HOUR });
    const savedOffline = await device(longAgo);
    await sessionOn(savedOffline.id, { expiresAt: now + HOUR }, 'offline');
    const recentlyLapsed = await device(longAgo);
    await sessionOn(recentlyLapsed.id, { expiresAt: now - TTL + HOUR });
    const recentlyEnded = await device(longAgo);
    const ended = await sessionOn(recentlyEnded.id, { expiresAt: now + HOUR }, 'expired');

    const stop = startExpirySweep(store(), createLogger('silent'), { everyMs: 10, keepMs: 5000 });
    try {
      await expect.poll(() => store().devices.findById(unused.id)).toBeNull();
      await expect.poll(() => store().devices.findById(lapsed.id)).toBeNull();
      for (const kept of [fresh, live, savedOffline, recentlyLapsed, recentlyEnded]) expect(await store().devices.findById(kept.id)).toEqual(kept);
      expect(await store().devices.findDeviceOfSession(ended.id)).toBe(recentlyEnded.id);
    } finally {
      await stop();
    }
  });
});
