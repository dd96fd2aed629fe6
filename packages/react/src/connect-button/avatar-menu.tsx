import { SIZES, type Passport, type SessionUser } from '@foyer/core';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslate } from '../session/use-translate.js';
import { SwitchPassportDialog } from '../switch-passport/switch-passport-dialog.js';
import { displayName } from '../util/display-name.js';
import { retryImport } from '../util/retry-import.js';
import { Avatar } from '../widgets/avatar/avatar.js';
import { useOutsidePointer } from './use-outside-pointer.js';

const loadPanel = retryImport(() => import('./menu-panel.js'));
const MenuPanel = lazy(loadPanel);

/** SPEC §2.14: the avatar button and the menu it opens; switch passport stays open after the menu closes. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [passports, setPassports] = useState<Passport[] | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
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
        aria-label={t('accountMenu', { name: displayName(user) })}
        // Fetched as the pointer or focus arrives, so the menu is there by the click.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Avatar did={user.did} src={user.avatar} size={SIZES.avatar} />
      </button>
      {open && (
        <Suspense
          fallback={
            <div className="foyer-menu foyer-menu--loading" aria-busy="true">
              {t('loading')}
            </div>
          }
        >
          <MenuPanel user={user} id={menuId} close={close} offerPassports={setPassports} />
        </Suspense>
      )}
      {passports && <SwitchPassportDialog passports={passports} returnFocus={trigger} onClose={() => setPassports(null)} />}
    </div>
  );
}
