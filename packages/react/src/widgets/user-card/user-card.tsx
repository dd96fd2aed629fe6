import { SIZES } from '@foyer/core';
import { rootProps } from '../../util/root-props.js';
import { Avatar } from '../avatar/avatar.js';
import { useWidgetContext } from '../shared/use-widget-context.js';
import { cardName } from './card-name.js';
import { UserCardDetails } from './user-card-details.js';
import type { UserCardInfo, UserCardType, UserCardUser } from './user-card-types.js';
import { useHoverCard } from './use-hover-card.js';
import './user-card.css';

export type { UserCardInfo, UserCardType, UserCardUser } from './user-card-types.js';

export interface UserCardProps {
  user: UserCardUser;
  /** 'Detailed' (the card itself) unless given; 'AvatarOnly' shows the avatar and the card on hover or focus. */
  cardType?: UserCardType;
  /** 'Minimal' (name and DID) unless given. */
  infoType?: UserCardInfo;
  /** Of the AvatarOnly avatar, in pixels: 24 unless given. */
  avatarSize?: number;
}

/** SPEC §2.18: a user's avatar, name, DID and card metadata, inline or as a hover card. */
export function UserCard({ user, cardType = 'Detailed', infoType = 'Minimal', avatarSize = SIZES.avatar }: UserCardProps) {
  const { locale, theme, t } = useWidgetContext();
  const hover = useHoverCard();
  const details = <UserCardDetails user={user} infoType={infoType} locale={locale} t={t} />;

  if (cardType === 'Detailed') {
    return (
      <div className="foyer foyer-user-card foyer-user-card--detailed" {...rootProps(theme)}>
        {details}
      </div>
    );
  }
  const name = cardName(user);
  return (
    <div className="foyer foyer-user-card foyer-user-card--avatar" {...rootProps(theme)} {...hover.areaProps}>
      <button type="button" className="foyer-user-card__trigger" aria-label={name} {...hover.triggerProps}>
        <Avatar did={user.did} src={user.avatar} size={avatarSize} />
      </button>
      {hover.open && (
        <div className="foyer-user-card__popover">
          <div id={hover.cardId} role="group" aria-label={name} className="foyer-user-card__panel">
            {details}
          </div>
        </div>
      )}
    </div>
  );
}
