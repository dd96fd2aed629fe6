import { isFoyerError } from '@foyer/core';

/** True when a passkey step stopped because it was aborted (its signal, or a newer ceremony), not because it failed. */
export function isPasskeyAbort(error: unknown): boolean {
  if (isFoyerError(error)) return error.code === 'requestAborted';
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
