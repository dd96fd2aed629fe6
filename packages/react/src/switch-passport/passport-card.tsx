import type { Locale, Passport } from '@foyer/core';
import type { CSSProperties } from 'react';
import type { Translate } from '../i18n/translate.js';
import { roleName } from '../roles/role-name.js';
import { shortDid } from '../util/short-did.js';

/** One passport as a card: its picture or colour, role, title and issuer. */
export function PassportCard({ passport, locale, t }: { passport: Passport; locale: Locale; t: Translate }) {
  const style = passport.preferredColor ? ({ '--foyer-passport-color': passport.preferredColor } as CSSProperties) : undefined;
  return (
    <div className="foyer-passport-card" style={style}>
      {passport.display && <img className="foyer-passport-card__image" src={passport.display} alt="" />}
      <span className="foyer-passport-card__role">{roleName(passport.role, locale).toUpperCase()}</span>
      <strong className="foyer-passport-card__title">{passport.title}</strong>
      <span className="foyer-passport-card__issuer">{t('passportIssuer', { issuer: passport.issuer || shortDid(passport.issuerDid) })}</span>
    </div>
  );
}

/** SPEC §2.7: the first card, which selects no passport. */
export function PlaceholderCard({ t }: { t: Translate }) {
  return (
    <div className="foyer-passport-card foyer-passport-card--placeholder">
      <strong className="foyer-passport-card__title">{t('passportPlaceholder')}</strong>
      <span className="foyer-passport-card__hint">{t('passportPlaceholderHint')}</span>
    </div>
  );
}
