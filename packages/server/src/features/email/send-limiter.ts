import { FoyerError, TIME } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';

export interface SendLimit {
  max: number;
  windowMs: number;
}

/** Mails one caller address may trigger per window, in this process. */
export const SEND_LIMIT: SendLimit = { max: 20, windowMs: 10 * TIME.minute };

// Past this many callers the map is swept of finished windows, so it cannot grow without bound.
const SWEEP_ABOVE = 10_000;

interface Window {
  count: number;
  resetAt: number;
}

/** A fixed-window counter per key; `take` answers how many ms to wait, 0 when allowed. */
export function createSendLimiter({ max, windowMs }: SendLimit) {
  const windows = new Map<string, Window>();

  function sweep(now: number): void {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    take(key: string, now = Date.now()): number {
      if (windows.size > SWEEP_ABOVE) sweep(now);
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
      if (window.count >= max) return window.resetAt - now;
      window.count += 1;
      return 0;
    },
  };
}

export type SendLimiter = ReturnType<typeof createSendLimiter>;

/** Refuses with 429 codeResendTooSoon once the caller's address has used up its mails for the window. */
export function limitSendsPerIp(limiter: SendLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const waitMs = limiter.take(c.var.client.ip ?? 'unknown');
    if (waitMs > 0) throw new FoyerError('codeResendTooSoon', { params: { seconds: Math.ceil(waitMs / 1000) } });
    await next();
  };
}
