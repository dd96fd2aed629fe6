import { BoundedCache } from '../../cache/bounded-cache.js';

/** What GET /session answers for one live user session, already serialized. */
export interface LiveSession {
  expiresAt: number;
  body: string;
}

interface Entry {
  userDid: string;
  live: Promise<LiveSession | null>;
}

/**
 * Live-session lookups by session id, so a cached token costs no database round trip; entries leave when the bus
 * says the session or its user changed. A session found ended stays cached as null: an ended session never revives.
 */
export class SessionCache {
  readonly #entries: BoundedCache<string, Entry>;

  constructor(
    private readonly load: (sessionId: string) => Promise<LiveSession | null>,
    maxEntries = 10_000,
  ) {
    this.#entries = new BoundedCache(maxEntries);
  }

  async get(sessionId: string, userDid: string): Promise<LiveSession | null> {
    const live = await this.#read(sessionId, userDid);
    if (!live || live.expiresAt > Date.now()) return live;
    // Another instance may have slid the expiry forward since this copy was loaded.
    this.evictSession(sessionId);
    return this.#read(sessionId, userDid);
  }

  evictSession(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  evictUser(userDid: string): void {
    this.#entries.deleteWhere((entry) => entry.userDid === userDid);
  }

  /** Forgets every session, for when the bus may have missed revocations. */
  clear(): void {
    this.#entries.clear();
  }

  #read(sessionId: string, userDid: string): Promise<LiveSession | null> {
    const cached = this.#entries.get(sessionId);
    if (cached) return cached.live;
    // The promise itself is cached, so a burst of requests for one session shares a single load.
    const live = this.load(sessionId);
    this.#entries.set(sessionId, { userDid, live });
    live.catch(() => {
      if (this.#entries.get(sessionId)?.live === live) this.evictSession(sessionId);
    });
    return live;
  }
}
