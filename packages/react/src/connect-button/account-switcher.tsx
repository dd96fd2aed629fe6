import { SIZES, type UserSession } from '@foyer/core';
import { useId, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { displayName } from '../util/display-name.js';
import { errorText } from '../util/error-text.js';
import { federatedSource } from '../util/federated-source.js';
import { Avatar } from '../widgets/avatar/avatar.js';
import { accountDetail } from './account-detail.js';
import { useSavedAccounts } from './use-saved-accounts.js';
import { MenuItemButton } from './menu-item-button.js';

/** SPEC §2.14 account switcher: the other accounts saved on this browser (click to switch), and 'Add another account'. */
export function AccountSwitcher({ close }: { close(refocus: boolean): void }) {
  const session = useSession();
  const internals = useInternals();
  const t = useTranslate();
  const { accounts, error, reload } = useSavedAccounts();
  const [switching, setSwitching] = useState<string | null>(null);
  const errorId = useId();

  async function switchTo(account: UserSession) {
    setSwitching(account.id);
    try {
      await session.switchAccount(account);
      close(true);
    } catch (failure) {
      internals?.toast('error', errorText(failure, session.locale));
      setSwitching(null);
      reload();
    }
  }

  return (
    // A menu may hold only items and groups, so the failure describes the group rather than being an alert inside it.
    <div role="group" aria-label={t('otherAccounts')} aria-busy={accounts === null} aria-describedby={error ? errorId : undefined} className="foyer-menu__group">
      {accounts === null && <span className="foyer-menu__note">{t('loading')}</span>}
      {error && (
        <span id={errorId} className="foyer-menu__note foyer-menu__note--error">
          {error}
        </span>
      )}
      {accounts?.map((account) => {
        const who = { did: account.userDid, fullName: account.user?.fullName ?? '', email: account.user?.email };
        const source = federatedSource(account, session.appInfo);
        return (
          <MenuItemButton
            key={account.id}
            className="foyer-menu__account"
            disabled={switching !== null}
            aria-busy={switching === account.id}
            onClick={() => void switchTo(account)}
          >
            <Avatar did={account.userDid} src={account.user?.avatar} size={SIZES.avatar} />
            <span className="foyer-menu__account-text">
              <span className="foyer-menu__account-name">{displayName(who)}</span>
              <span className="foyer-menu__detail">
                {accountDetail(who)}
                {source && ` · ${t('accountSource', { app: source })}`}
              </span>
            </span>
          </MenuItemButton>
        );
      })}
      <MenuItemButton
        onClick={() => {
          close(true);
          session.addAccount();
        }}
      >
        <PlusIcon />
        {t('addAccount')}
      </MenuItemButton>
    </div>
  );
}

function PlusIcon() {
  return (
    <svg className="foyer-menu__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
