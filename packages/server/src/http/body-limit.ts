import { FoyerError, MAX_BODY_BYTES } from '@foyer/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.js';
import { readHeader } from './read-header.js';

const tooLarge = (): never => {
  throw new FoyerError('bodyTooLarge', { params: { max: MAX_BODY_BYTES } });
};

const countingLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before any route parses it. A stated Content-Length is judged without
 * touching the body, which the authorization server reads off node's request itself; a body of unstated length is
 * counted as it is read, and handed on buffered.
 */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const stated = readHeader(c, 'content-length');
  const chunked = readHeader(c, 'transfer-encoding') !== undefined;
  // Parsed by node, a request with neither header has no body (HTTP/1.1), so there is nothing to count.
  if (stated === undefined && !chunked && c.env?.incoming) return next();
  if (stated === undefined || chunked) return countingLimit(c, next);
  if (Number(stated) > MAX_BODY_BYTES) tooLarge();
  return next();
};
