import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { atFixedRate } from './fixed-rate.js';

describe('atFixedRate', () => {
  it('keeps starting operations on schedule while earlier ones are still running, and waits for them all', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const { started } = await atFixedRate(50, 400, async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(200);
      running -= 1;
      finished += 1;
    });
    expect(started).toBe(20);
    expect(finished).toBe(20);
    // 200 ms operations arriving every 20 ms overlap by about ten: a closed loop would never exceed one.
    expect(most).toBeGreaterThanOrEqual(5);
  });
});
