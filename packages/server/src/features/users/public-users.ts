import { PLATFORM_TTL, type PublicUser } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import { BoundedCache } from '../../cache/bounded-cache.js';
import type { Store } from '../../store/types.js';
import { loadPrivacyConfig } from './privacy-config.js';
import { toPublicUser } from './to-public-user.js';

export interface PublicUsers {
  /** The public view of a user by DID (SPEC §7), cached for the user cache's hour; null when there is no such user. */
  find(did: string): Promise<PublicUser | null>;
  close(): Promise<void>;
}

interface Entry {
  loadedAt: number;
  user: Promise<PublicUser | null>;
}

export async function createPublicUsers(store: Store, bus: Bus, ttlMs: number = PLATFORM_TTL.userCacheMs): Promise<PublicUsers> {
  const cache = new BoundedCache<string, Entry>(10_000);
  // Whoever changes a user or their privacy publishes user.updated, so no instance shows the old profile for an hour.
  const unsubscribes = [await bus.subscribe('user.updated', ({ did }) => cache.delete(did)), bus.onReconnect(() => cache.clear())];

  async function load(did: string): Promise<PublicUser | null> {
    const user = await store.users.findByDid(did);
    if (!user) return null;
    const [passports, privacy] = await Promise.all([store.passports.listByOwner(did), loadPrivacyConfig(store, did)]);
    return toPublicUser(user, passports, privacy);
  }

  return {
    find(did) {
      const cached = cache.get(did);
      if (cached && Date.now() - cached.loadedAt < ttlMs) return cached.user;
      const entry: Entry = { loadedAt: Date.now(), user: load(did) };
      cache.set(did, entry);
      // Unknown DIDs and failed loads are not remembered: the user may sign up, the store may recover.
      const forget = () => {
        if (cache.get(did) === entry) cache.delete(did);
      };
      entry.user.then((user) => {
        if (!user) forget();
      }, forget);
      return entry.user;
    },
    async close() {
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    },
  };
}
