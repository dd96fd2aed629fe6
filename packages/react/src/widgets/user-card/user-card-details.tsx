import { SIZES, USER_CARD, type Locale } from '@foyer/core';
import type { CSSProperties } from 'react';
import type { LabelKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';
import { Avatar } from '../avatar/avatar.js';
import { DidAddress } from '../did-address/did-address.js';
import { cardFields, type CardField, type CardFieldKey } from './card-fields.js';
import { cardName } from './card-name.js';
import { LocalClock } from './local-clock.js';
import type { UserCardInfo, UserCardUser } from './user-card-types.js';

const FIELD_LABELS = {
  email: 'userCardEmail',
  phone: 'userCardPhone',
  location: 'userCardLocation',
  timezone: 'userCardLocalTime',
  link: 'userCardLink',
} as const satisfies Record<CardFieldKey, LabelKey>;

const LINK_LINES = { '--foyer-user-card-link-lines': USER_CARD.linkLines } as CSSProperties;

interface UserCardDetailsProps {
  user: UserCardUser;
  infoType: UserCardInfo;
  locale: Locale;
  t: Translate;
}

function FieldValue({ field, locale, t }: { field: CardField; locale: Locale; t: Translate }) {
  if (field.key === 'timezone') return <LocalClock timezone={field.text} locale={locale} t={t} />;
  if (field.key === 'link') {
    return (
      <a className="foyer-user-card__link" style={LINK_LINES} href={field.href} title={field.href} target="_blank" rel="noreferrer noopener">
        {field.text}
      </a>
    );
  }
  return field.href ? <a href={field.href}>{field.text}</a> : <>{field.text}</>;
}

/** Who the user is, as much as the info type asks: the name; with Minimal the DID; with Basic the bio and the card fields. */
export function UserCardDetails({ user, infoType, locale, t }: UserCardDetailsProps) {
  const name = cardName(user);
  const basic = infoType === 'Basic';
  const fields = basic ? cardFields(user.metadata) : [];
  return (
    <div className="foyer-user-card__details">
      <div className="foyer-user-card__header">
        <Avatar did={user.did} src={user.avatar} size={SIZES.menuAvatar} />
        <div className="foyer-user-card__who">
          <span className="foyer-user-card__name">{name}</span>
          {infoType !== 'NameOnly' && <DidAddress did={user.did} />}
        </div>
      </div>
      {basic && user.metadata?.bio && <p className="foyer-user-card__bio">{user.metadata.bio}</p>}
      {fields.length > 0 && (
        <dl className="foyer-user-card__fields" data-layout={fields.length > USER_CARD.gridAboveFields ? 'grid' : 'list'}>
          {fields.map((field) => (
            <div key={`${field.key} ${field.text}`} className="foyer-user-card__field">
              <dt>{t(FIELD_LABELS[field.key])}</dt>
              <dd>
                <FieldValue field={field} locale={locale} t={t} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
