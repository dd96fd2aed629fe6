import { useState } from 'react';
import { rootProps } from '../../util/root-props.js';
import { useWidgetContext } from '../shared/use-widget-context.js';
import { dateTime } from './date-time.js';
import { relativeTime } from './relative-time.js';
import './time-widget.css';

export type TimeMode = 'relative' | 'absolute' | 'utc' | 'combined';

export interface TimeWidgetProps {
  value: Date | number | string;
  /** 'relative' ("5 minutes ago") unless given; 'absolute' and 'utc' show the date and time, 'combined' both. */
  mode?: TimeMode;
}

/** SPEC §2.17: a moment as relative, absolute, UTC or combined text; the date-time modes switch between UTC and local time. */
export function TimeWidget({ value, mode = 'relative' }: TimeWidgetProps) {
  const { locale, theme, t } = useWidgetContext();
  const [utc, setUtc] = useState(mode === 'utc');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;

  const absolute = dateTime(date, locale, utc);
  const relative = relativeTime(date, Date.now(), locale);
  const text = mode === 'relative' ? relative : mode === 'combined' ? t('timeCombined', { relative, absolute }) : absolute;
  return (
    <span className="foyer foyer-time" {...rootProps(theme)}>
      <time dateTime={date.toISOString()} title={mode === 'relative' ? absolute : undefined}>
        {text}
      </time>
      {mode !== 'relative' && (
        <button type="button" className="foyer-time__toggle" aria-pressed={utc} aria-label={t('showInUtc')} onClick={() => setUtc((shown) => !shown)}>
          {t('utc')}
        </button>
      )}
    </span>
  );
}
