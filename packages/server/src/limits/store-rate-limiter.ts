import { createRequire } from 'node:module';
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible';
import type { RateLimitRecord, RateLimitsRepository } from '../store/types.js';

// The package's types declare the base class of its store limiters, but its index does not export it: it is taken from lib/.
const RateLimiterStoreAbstract = createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterStoreAbstract') as typeof StoreAbstract;

export interface StoreRateLimiterOptions {
  storeClient: RateLimitsRepository;
  keyPrefix: string;
  points: number;
  /** Seconds, as rate-limiter-flexible counts them. */
  duration: number;
}

/** rate-limiter-flexible over Foyer's store (SQLite or PostgreSQL), for deployments without Redis: counts outlive the process and are shared by every instance. */
export class StoreRateLimiter extends RateLimiterStoreAbstract {
  readonly #rows: RateLimitsRepository;

  constructor(options: StoreRateLimiterOptions) {
    super(options);
    this.#rows = options.storeClient;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, record: RateLimitRecord): RateLimiterRes {
    const msBeforeNext = record.expiresAt === null ? -1 : Math.max(record.expiresAt - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - record.points, 0), msBeforeNext, record.points, record.points === changedPoints);
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<RateLimitRecord> {
    const now = Date.now();
    return this.#rows.add(rlKey, points, msDuration > 0 ? now + msDuration : null, now, forceExpire);
  }

  _get(rlKey: string): Promise<RateLimitRecord | null> {
    return this.#rows.find(rlKey, Date.now());
  }

  _delete(rlKey: string): Promise<boolean> {
    return this.#rows.remove(rlKey);
  }
}
