import { SIZES, type Locale, type Passport } from '@foyer/core';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { Translate } from '../i18n/translate.js';
import { PassportCard, PlaceholderCard } from './passport-card.js';
import { useSwipe } from './use-swipe.js';

interface PassportCarouselProps {
  passports: readonly Passport[];
  /** 0 is the placeholder card; passport `i` is card `i + 1`. */
  index: number;
  onIndexChange(index: number): void;
  locale: Locale;
  t: Translate;
}

const CARD_SIZE = {
  '--foyer-passport-width': `${SIZES.passportCard.width}px`,
  '--foyer-passport-height': `${SIZES.passportCard.height}px`,
} as CSSProperties;

/** SPEC §2.7 carousel: the placeholder first, then one card at a time, moved by the arrow buttons, the arrow keys or a swipe. */
export function PassportCarousel({ passports, index, onIndexChange, locale, t }: PassportCarouselProps) {
  const total = passports.length + 1;
  const go = (next: number) => onIndexChange(Math.min(Math.max(next, 0), total - 1));
  const swipe = useSwipe((step) => go(index + step));
  const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  }

  return (
    <div className="foyer-passports" role="group" aria-roledescription="carousel" aria-label={t('passports')} tabIndex={0} style={CARD_SIZE} onKeyDown={onKeyDown}>
      <button type="button" className="foyer-icon-button foyer-passports__arrow" aria-label={t('previousPassport')} disabled={index === 0} onClick={() => go(index - 1)}>
        <ArrowIcon direction="previous" />
      </button>
      <div className="foyer-passports__viewport" aria-live="polite" {...swipe}>
        <div className="foyer-passports__track" style={{ transform: `translateX(${-index * SIZES.passportCard.width}px)` }}>
          {[null, ...passports].map((passport, slide) => (
            <div
              key={passport?.id ?? 'placeholder'}
              className="foyer-passports__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('passportSlide', { index: slide + 1, total })}
              aria-hidden={slide !== index}
            >
              {passport ? <PassportCard passport={passport} locale={locale} t={t} /> : <PlaceholderCard t={t} />}
            </div>
          ))}
        </div>
      </div>
      <button type="button" className="foyer-icon-button foyer-passports__arrow" aria-label={t('nextPassport')} disabled={index === total - 1} onClick={() => go(index + 1)}>
        <ArrowIcon direction="next" />
      </button>
    </div>
  );
}

function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
