import { HttpError } from '@foyer/client';
import { formatMessage, isFoyerError, type Locale } from '@foyer/core';

/** SPEC §8 order: the server's (already localised) text, else our catalogue text, else the default message. */
export function errorText(error: unknown, locale: Locale): string {
  if (error instanceof HttpError) return error.message;
  if (isFoyerError(error)) return formatMessage(error.code, error.params, locale);
  if (error instanceof Error && error.message) return error.message;
  return formatMessage('unknown', {}, locale);
}
