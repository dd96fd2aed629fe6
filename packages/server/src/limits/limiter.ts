import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimitRule } from './limit-rules.js';

/** One limit over its shared counts: `take` spends one request of `key` and answers the ms to wait, 0 when allowed. */
export interface Limiter {
  rule: LimitRule;
  /** Rejects when the counts cannot be reached. */
  take(key: string): Promise<number>;
}

export function limiterOf(rule: LimitRule, counts: RateLimiterAbstract): Limiter {
  return {
    rule,
    async take(key) {
      try {
        await counts.consume(key);
        return 0;
      } catch (refusal) {
        // rate-limiter-flexible refuses with the counts, and fails with an Error when its store does.
        if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1);
        throw refusal;
      }
    },
  };
}
