import { FoyerError, HEADERS } from '@foyer/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { byIp, type LimitKey } from './limit-keys.js';
import type { Limiter } from './limiter.js';

/** Refusals that carry how long to wait: the generic one, or a route's own message from the catalogue. */
export type LimitRefusal = 'tooManyRequests' | 'codeResendTooSoon';

/** One limit a request is counted against: by the caller's address unless another key is given. */
export interface LimitCheck {
  limiter: Limiter;
  key?: LimitKey;
  refusal?: LimitRefusal;
}

async function check(c: Context<AppEnv>, { limiter, key = byIp, refusal = 'tooManyRequests' }: LimitCheck): Promise<void> {
  const counted = await key(c);
  if (counted === undefined) return;
  const waitMs = await limiter.take(counted).catch((error: unknown) => {
    if (limiter.rule.failClosed) throw new FoyerError('limitUnavailable', { cause: error });
    c.var.log.error({ err: error, requestId: c.var.requestId }, 'Request limit unavailable; letting the request through');
    return 0;
  });
  if (waitMs === 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  c.header(HEADERS.retryAfter, String(seconds));
  throw new FoyerError(refusal, { params: { seconds } });
}

/** Counts the request against each limit in turn; past one, 429 with Retry-After in seconds. */
export function limit(...checks: LimitCheck[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const each of checks) await check(c, each);
    await next();
  };
}
