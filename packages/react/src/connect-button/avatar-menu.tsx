import { canSeeDashboard, PATHS, type SessionUser } from '@foyer/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Avatar } from '../avatar/avatar.js';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { displayName } from '../util/display-name.js';
import { shortDid } from '../util/short-did.js';
import { roleLabel } from './role-label.js';
import { useMenuKeys } from './use-menu-keys.js';
import { useOutsidePointer } from './use-outside-pointer.js';

/** SPEC §2.14, as far as this issue goes: who is signed in, Dashboard (owner/admin), Profile, Sign Out. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const session = useSession();
  const baseUrl = useInternals()?.baseUrl ?? '';
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = displayName(user);
  const detail = user.email && user.email !== name ? user.email : shortDid(user.did);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
  const onKeyDown = useMenuKeys(menu, open, close);
  useOutsidePointer(area, open, closeQuietly);

  return (
    <div ref={area} className="foyer-account">
      <button
        ref={trigger}
        type="button"
        className="foyer-avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('accountMenu', { name })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar user={user} size="small" />
      </button>
      {open && (
        <div className="foyer-menu" onKeyDown={onKeyDown}>
          <div className="foyer-menu__header">
            <Avatar user={user} size="large" />
            <div className="foyer-menu__who">
              <span className="foyer-menu__name">{name}</span>
              <span className="foyer-menu__detail">{detail}</span>
              <span className="foyer-chip">{roleLabel(user)}</span>
            </div>
          </div>
          <div ref={menu} id={menuId} role="menu" aria-label={name} className="foyer-menu__items">
            {canSeeDashboard(user.role) && (
              <a role="menuitem" tabIndex={-1} className="foyer-menu__item" href={`${baseUrl}${PATHS.admin}`}>
                {t('dashboard')}
              </a>
            )}
            <a role="menuitem" tabIndex={-1} className="foyer-menu__item" href={`${baseUrl}${PATHS.user}`}>
              {t('profile')}
            </a>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="foyer-menu__item"
              onClick={() => {
                close(false);
                void session.logout();
              }}
            >
              {t('signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
