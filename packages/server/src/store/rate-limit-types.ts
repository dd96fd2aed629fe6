// The store's contract for request counts; times are epoch ms.

/** Points counted against one key until `expiresAt` (null: never). */
export interface RateLimitRecord {
  points: number;
  expiresAt: number | null;
}

export interface RateLimitsRepository {
  /**
   * Adds `points` to the key's count in one statement, starting a fresh count that ends at `expiresAt` when there is none
   * or it has ended by `now`; with `replace`, sets the count and its end outright. Answers the count as it now stands.
   */
  add(key: string, points: number, expiresAt: number | null, now: number, replace: boolean): Promise<RateLimitRecord>;
  /** The key's count while it has not ended at `now`. */
  find(key: string, now: number): Promise<RateLimitRecord | null>;
  remove(key: string): Promise<boolean>;
  removeExpired(now: number): Promise<number>;
}
