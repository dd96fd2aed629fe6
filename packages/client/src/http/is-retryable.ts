import { isFoyerError } from '@foyer/core';
import { HttpError } from './http-error.js';
import type { HttpMethod } from './types.js';

const IDEMPOTENT: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** Network errors and 5xx on idempotent methods; timeouts and aborts are final, like axios-retry. */
export function isRetryable(method: HttpMethod, error: unknown): boolean {
  if (!IDEMPOTENT.includes(method)) return false;
  if (error instanceof HttpError) return error.status >= 500;
  return isFoyerError(error) && error.code === 'networkError';
}
