import type { Logger } from 'pino';
import type { FoyerConfig } from '../config/config-schema.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';
import type { Bus } from './types.js';

/** Redis when the config names one, so instances behind a load balancer hear each other; otherwise in-process. */
export function openBus(config: Pick<FoyerConfig, 'redisUrl' | 'redisPrefix'>, log: Logger): Promise<Bus> {
  return config.redisUrl ? createRedisBus({ url: config.redisUrl, prefix: config.redisPrefix, log }) : Promise.resolve(createMemoryBus(log));
}
