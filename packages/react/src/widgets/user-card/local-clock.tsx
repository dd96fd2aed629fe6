import { DELAYS, type Locale } from '@foyer/core';
import type { LabelKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';
import { dayPart, type DayPart } from './day-part.js';
import { useNow } from './use-now.js';

const DAY_PART_LABELS = {
  dawn: 'dayPartDawn',
  morning: 'dayPartMorning',
  afternoon: 'dayPartAfternoon',
  night: 'dayPartNight',
} as const satisfies Record<DayPart, LabelKey>;

interface LocalClockProps {
  timezone: string;
  locale: Locale;
  t: Translate;
}

/** The person's time of day where they are, kept current every 6 s (SPEC §2.18). */
export function LocalClock({ timezone, locale, t }: LocalClockProps) {
  const now = useNow(DELAYS.userCardClockMs);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: timezone }).format(now);
  const hourPart = new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone }).formatToParts(now).find((part) => part.type === 'hour');
  const part = dayPart(Number(hourPart?.value));
  return <>{t('userCardClock', { time, dayPart: t(DAY_PART_LABELS[part]), timezone })}</>;
}
