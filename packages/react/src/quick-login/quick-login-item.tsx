import { SIZES, type Locale, type UserSession } from '@foyer/core';
import { Spinner } from '../connect-dialog/spinner.js';
import type { Translate } from '../i18n/translate.js';
import { roleName } from '../roles/role-name.js';
import { LIST } from '../styles/ui-classes.js';
import { displayName } from '../util/display-name.js';
import { Avatar } from '../widgets/avatar/avatar.js';
import { DidAddress } from '../widgets/did-address/did-address.js';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { WalletOsIcon } from './wallet-os-icon.js';

interface QuickLoginItemProps {
  saved: UserSession;
  /** This account is being signed in to. */
  pending: boolean;
  disabled: boolean;
  /** The relative time, left out on narrow screens. */
  showTime: boolean;
  /** The master app a federated account signed up through (issue 14), by name. */
  source?: string;
  locale: Locale;
  t: Translate;
  onPick(): void;
}

/** One saved account: avatar, name, role title, e-mail or DID with the wallet's OS, the master app it came from, and when it was last used. */
export function QuickLoginItem({ saved, pending, disabled, showTime, source, locale, t, onPick }: QuickLoginItemProps) {
  const did = saved.userDid;
  const account = saved.user;
  const walletOS = saved.extra?.walletOS;
  return (
    <button type="button" className={`${LIST.button} foyer-quick-login__item`} disabled={disabled} aria-busy={pending} onClick={onPick}>
      <Avatar did={did} src={account?.avatar} size={SIZES.menuAvatar} />
      <span className="foyer-quick-login__account">
        <span className="foyer-quick-login__name">
          <span className="foyer-quick-login__full-name">{displayName({ did, fullName: account?.fullName ?? '', email: account?.email })}</span>
          <span className="foyer-quick-login__role">{account?.roleTitle || roleName(account?.role, locale)}</span>
        </span>
        <span className="foyer-quick-login__address">
          {walletOS && <WalletOsIcon os={walletOS} locale={locale} t={t} />}
          {account?.email || <DidAddress did={did} copyable={false} />}
        </span>
        {source && <span className="foyer-quick-login__source">{t('accountSource', { app: source })}</span>}
      </span>
      {pending ? (
        <Spinner label={t('loading')} />
      ) : (
        showTime && (
          <span className="foyer-quick-login__time">
            <TimeWidget value={saved.updatedAt} />
          </span>
        )
      )}
    </button>
  );
}
