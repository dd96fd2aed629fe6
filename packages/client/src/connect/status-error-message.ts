import { formatMessage, type Locale } from '@foyer/core';

/** The text an error, busy or forbidden answer shows: the server's own text first, the catalogue's otherwise. */
export function statusErrorMessage(status: 'error' | 'busy' | 'forbidden', serverError: string | undefined, locale?: Locale): string {
  if (serverError) return serverError;
  if (status === 'busy') return formatMessage('busy', {}, locale);
  if (status === 'forbidden') return formatMessage('loginUserMismatch', {}, locale);
  return formatMessage('unknown', {}, locale);
}
