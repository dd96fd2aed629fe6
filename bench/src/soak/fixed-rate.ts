import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts `start()` `rate` times a second for `durationMs`, each at its own scheduled moment whether or not earlier ones have
 * answered (open loop, so a slow server meets the same arrivals instead of fewer), then waits for all to finish.
 */
export async function atFixedRate(rate: number, durationMs: number, start: () => Promise<void>): Promise<{ started: number; maxLateMs: number }> {
  const interval = 1000 / rate;
  const began = performance.now();
  const running = new Set<Promise<void>>();
  let started = 0;
  let maxLateMs = 0;
  for (let at = 0; at < durationMs; at = started * interval) {
    const wait = began + at - performance.now();
    if (wait > 0) await sleep(wait);
    maxLateMs = Math.max(maxLateMs, -wait);
    const operation = start().finally(() => running.delete(operation));
    running.add(operation);
    started += 1;
  }
  await Promise.all(running);
  return { started, maxLateMs };
}
