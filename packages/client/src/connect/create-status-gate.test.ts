import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatusGate } from './create-status-gate.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createStatusGate', () => {
  it('runs at once, then no sooner than the spacing, folding triggers in between into one run', async () => {
    const starts: number[] = [];
    const gate = createStatusGate({ minSpacingMs: 500, run: async () => void starts.push(Date.now()) });
    const t0 = Date.now();
    gate.request();
    await vi.advanceTimersByTimeAsync(100);
    gate.request();
    gate.request();
    await vi.advanceTimersByTimeAsync(399);
    expect(starts).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([t0, t0 + 500]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(starts).toHaveLength(2);
  });

  it('ignores triggers while a run is in flight, and survives a failing run', async () => {
    let release!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve, reject) => (release = () => reject(new Error('x')))));
    const gate = createStatusGate({ minSpacingMs: 500, run });
    gate.request();
    await vi.advanceTimersByTimeAsync(1000);
    gate.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    gate.request();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('clear drops a waiting run', async () => {
    const run = vi.fn(async () => undefined);
    const gate = createStatusGate({ minSpacingMs: 500, run });
    gate.request();
    await vi.advanceTimersByTimeAsync(0);
    gate.request();
    gate.clear();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
