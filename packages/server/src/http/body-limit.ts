import { FoyerError, MAX_BODY_BYTES } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const tooLarge = (): never => {
  throw new FoyerError('bodyTooLarge', { params: { max: MAX_BODY_BYTES } });
};

const countingLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before any route parses it. A stated Content-Length is judged without
 * touching the body, which the authorization server reads off node's request itself; a body of unstated length is
 * counted as it is read, and handed on buffered.
 */
export const limitBodySize: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const stated = c.req.header('content-length');
  if (stated === undefined || c.req.header('transfer-encoding') !== undefined) return countingLimit(c, next);
  if (Number(stated) > MAX_BODY_BYTES) tooLarge();
  return next();
};
