import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closedLoop } from './closed-loop.js';

describe('closedLoop', () => {
  it('counts completed flows a second over the measured time only, and failed or throwing flows apart', async () => {
    let calls = 0;
    const result = await closedLoop(async () => {
      calls += 1;
      await sleep(20);
      if (calls % 3 === 0) throw new Error('refused');
      return calls % 3 === 1;
    }, { warmUp: 0.2, duration: 0.5 });
    // 16 callers, one 20 ms flow after another for 0.5 s: about 400 flows, a third of them completing.
    const measured = result.requestsPerSecond * 0.5 + result.non2xx;
    expect(measured).toBeGreaterThan(200);
    expect(measured).toBeLessThan(calls);
    expect(result.non2xx / measured).toBeCloseTo(2 / 3, 1);
    expect(result.p50Ms).toBeGreaterThanOrEqual(19);
  });
});
