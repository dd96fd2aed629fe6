import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { FoyerConfig } from '../config/config-schema.js';
import type { Store } from '../store/types.js';
import { LIMITS, type LimitName, type LimitRule } from './limit-rules.js';
import { limiterOf, type Limiter } from './limiter.js';
import { StoreRateLimiter } from './store-rate-limiter.js';

export type Limiters = Record<LimitName, Limiter> & { close(): Promise<void> };

const seconds = (rule: LimitRule) => Math.ceil(rule.durationMs / 1000);

/** Every limit of LIMITS, counted in Redis when the config names one, otherwise in the store: either way shared by all instances. */
export async function createLimiters(config: Pick<FoyerConfig, 'redisUrl' | 'redisPrefix'>, store: Store, log: Logger): Promise<Limiters> {
  const logError = (error: unknown) => log.error({ err: error }, 'Redis rate-limit connection error');
  const redis = config.redisUrl ? createClient({ url: config.redisUrl }).on('error', logError) : undefined;
  await redis?.connect();
  const countsOf = (name: LimitName, rule: LimitRule): RateLimiterAbstract =>
    redis
      ? // Not ready means Redis is out of reach: fail at once (the rule decides what then) rather than queue the request.
        new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix: `${config.redisPrefix}limit:${name}`, points: rule.points, duration: seconds(rule) })
      : new StoreRateLimiter({ storeClient: store.rateLimits, keyPrefix: `limit:${name}`, points: rule.points, duration: seconds(rule) });
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, rule]) => [name, limiterOf(rule, countsOf(name as LimitName, rule))]),
  ) as Record<LimitName, Limiter>;
  return {
    ...limiters,
    // A connection that is down has nothing to finish, and closing it would wait for a reconnect that may never come.
    close: async () => {
      if (redis?.isReady) await redis.close();
      else if (redis?.isOpen) redis.destroy();
    },
  };
}
