import { SIZES, type SessionUser } from '@foyer/core';
import { useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { displayName } from '../util/display-name.js';
import { Avatar } from '../widgets/avatar/avatar.js';
import { accountDetail } from './account-detail.js';
import { roleLabel } from './role-label.js';

interface MenuHeaderProps {
  user: SessionUser;
  detailId: string;
  /** The role chip is loading the passports to switch to. */
  loadingPassports: boolean;
  onSwitchPassport(): void;
}

/** Who is signed in, and the role chip (SPEC §2.14) that opens switch passport. */
export function MenuHeader({ user, detailId, loadingPassports, onSwitchPassport }: MenuHeaderProps) {
  const t = useTranslate();
  const role = roleLabel(user, useSession().locale);
  return (
    <div role="none" className="foyer-menu__header">
      <Avatar did={user.did} src={user.avatar} size={SIZES.menuAvatar} />
      <div role="none" className="foyer-menu__who">
        <span className="foyer-menu__name">{displayName(user)}</span>
        <span id={detailId} className="foyer-menu__detail">
          {accountDetail(user)}
        </span>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="foyer-chip foyer-chip--button"
          aria-label={t('roleChip', { role })}
          aria-busy={loadingPassports}
          onClick={onSwitchPassport}
        >
          {role}
        </button>
      </div>
    </div>
  );
}
