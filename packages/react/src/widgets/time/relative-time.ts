import { TIME, type Locale } from '@foyer/core';

const WEEK = 7 * TIME.day;
// Calendar months and years vary; these are only where the wording switches unit.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * TIME.day],
  ['month', 30 * TIME.day],
  ['week', WEEK],
  ['day', TIME.day],
  ['hour', TIME.hour],
  ['minute', TIME.minute],
  ['second', TIME.second],
];

/** "5 minutes ago", "in 2 hours", "yesterday", "now": the largest unit that fits, worded by Intl in `locale`. */
export function relativeTime(date: Date, now: number, locale: Locale): string {
  const elapsed = date.getTime() - now;
  const [unit, size] = UNITS.find(([, unitMs]) => Math.abs(elapsed) >= unitMs) ?? ['second', TIME.second];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(elapsed / size), unit);
}
