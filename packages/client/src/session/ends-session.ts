import { isFoyerError } from '@foyer/core';
import { HttpError } from '../http/http-error.js';

/** Refresh answers that mean the refresh family is gone (SPEC §4: 401, 400 or an invalid token). */
export function endsSession(error: unknown): boolean {
  if (error instanceof HttpError && (error.status === 400 || error.status === 401)) return true;
  return isFoyerError(error) && error.code === 'invalidToken';
}
