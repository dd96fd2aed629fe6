import type { Locale } from '@foyer/core';

/** Date and time to the minute with the zone's name, in UTC or the browser's zone. */
export function dateTime(date: Date, locale: Locale, utc: boolean): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(date);
}
