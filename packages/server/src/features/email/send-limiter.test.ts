import { describe, expect, it } from 'vitest';
import { createSendLimiter } from './send-limiter.js';

describe('send limiter', () => {
  it('allows max per key per window, then says how long to wait, and starts over after the window', () => {
    const limiter = createSendLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 100)).toBe(0);
    expect(limiter.take('a', 400)).toBe(600);
    expect(limiter.take('b', 400)).toBe(0);
    expect(limiter.take('a', 1000)).toBe(0);
  });
});
