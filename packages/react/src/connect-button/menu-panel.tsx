import type { Passport, SessionUser } from '@foyer/core';
import { useRef } from 'react';
import { displayName } from '../util/display-name.js';
import { AccountSwitcher } from './account-switcher.js';
import { MenuActions } from './menu-actions.js';
import { MenuHeader } from './menu-header.js';
import { useMenuKeys } from './use-menu-keys.js';
import { usePassportSwitch } from './use-passport-switch.js';
import './connect-button-menu.css';

export interface MenuPanelProps {
  user: SessionUser;
  id: string;
  close(refocus: boolean): void;
  /** Opens switch passport with the passports it offers. */
  offerPassports(passports: Passport[]): void;
}

/** The open avatar menu (SPEC §2.14); loaded on first open, so pages that never open it do not carry it. */
export default function MenuPanel({ user, id, close, offerPassports }: MenuPanelProps) {
  const menu = useRef<HTMLDivElement>(null);
  const detailId = `${id}-detail`;
  const onKeyDown = useMenuKeys(menu, close);
  const passports = usePassportSwitch(user, (offered) => {
    close(false);
    offerPassports(offered);
  });

  return (
    <div ref={menu} id={id} role="menu" aria-label={displayName(user)} aria-describedby={detailId} className="foyer-menu" onKeyDown={onKeyDown}>
      <MenuHeader user={user} detailId={detailId} loadingPassports={passports.loading} onSwitchPassport={() => void passports.load()} />
      <AccountSwitcher close={close} />
      <MenuActions user={user} close={close} />
    </div>
  );
}
