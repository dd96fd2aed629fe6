import { canSeeDashboard, PATHS, type SessionUser } from '@foyer/core';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { useInviteLink } from './use-invite-link.js';
import { MenuItemButton } from './menu-item-button.js';

/** SPEC §2.14 items: the wallet banner, Dashboard (owner and admin), Profile, Invite friends, storage space, Sign Out. */
export function MenuActions({ user, close }: { user: SessionUser; close(refocus: boolean): void }) {
  const session = useSession();
  const baseUrl = useInternals()?.baseUrl ?? '';
  const t = useTranslate();
  const { copying, copyInviteLink } = useInviteLink();

  return (
    <>
      {!user.walletDid && (
        <MenuItemButton
          className="foyer-menu__banner"
          onClick={() => {
            close(true);
            void session.bindWallet();
          }}
        >
          {t('bindWalletBanner')}
        </MenuItemButton>
      )}
      <div role="group" className="foyer-menu__group">
        {canSeeDashboard(user.role) && (
          <a role="menuitem" tabIndex={-1} className="foyer-menu__item" href={`${baseUrl}${PATHS.admin}`}>
            {t('dashboard')}
          </a>
        )}
        <a role="menuitem" tabIndex={-1} className="foyer-menu__item" href={`${baseUrl}${PATHS.user}`}>
          {t('profile')}
        </a>
        {session.appInfo?.connectOptions?.invitesEnabled && (
          <MenuItemButton
            aria-busy={copying}
            onClick={() => {
              if (!copying) void copyInviteLink().then(() => close(true));
            }}
          >
            {t('inviteFriends')}
          </MenuItemButton>
        )}
        {user.didSpace || !session.appInfo?.spaceProvider ? (
          <a role="menuitem" tabIndex={-1} className="foyer-menu__item foyer-menu__storage" href={`${baseUrl}${PATHS.userDidSpaces}`}>
            <span>{t('storageSpace')}</span>
            <span className="foyer-menu__detail">{user.didSpace?.name || t('storageDisconnected')}</span>
          </a>
        ) : (
          // Disconnected, with a provider to connect to: the row opens the storage-space guide.
          <MenuItemButton
            className="foyer-menu__storage"
            onClick={() => {
              close(false);
              void session.connectDidSpace();
            }}
          >
            <span>{t('storageSpace')}</span>
            <span className="foyer-menu__detail">{t('storageDisconnected')}</span>
          </MenuItemButton>
        )}
        <MenuItemButton
          onClick={() => {
            close(false);
            void session.logout();
          }}
        >
          {t('signOut')}
        </MenuItemButton>
      </div>
    </>
  );
}
