import type { Store } from '../../store/types.js';
import { LIMITS, type LimitName } from '../limit-rules.js';

/** Spends all of `key`'s allowance under one store-counted limit, as many earlier requests would have. */
export async function fillLimit(store: Store, name: LimitName, key: string): Promise<void> {
  const now = Date.now();
  const rule = LIMITS[name];
  await store.rateLimits.add(`limit:${name}:${key}`, rule.points, now + rule.durationMs, now, true);
}
