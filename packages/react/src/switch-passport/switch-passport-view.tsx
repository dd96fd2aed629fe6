import { HttpError } from '@foyer/client';
import { formatMessage, type Passport } from '@foyer/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { roleLabel } from '../connect-button/role-label.js';
import { CloseIcon } from '../icons/close-icon.js';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { DIALOG } from '../styles/ui-classes.js';
import { rootProps } from '../util/root-props.js';
import { PassportCarousel } from './passport-carousel.js';
import type { SwitchPassportDialogProps } from './switch-passport-dialog-props.js';
import { switchToPassport } from './switch-to-passport.js';
import './switch-passport.css';

export default function SwitchPassportView({ passports, returnFocus, onClose }: SwitchPassportDialogProps) {
  const session = useSession();
  const internals = useInternals();
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const [switching, setSwitching] = useState(false);
  const selected: Passport | undefined = passports[index - 1];

  async function switchToSelected() {
    if (!selected || !internals) return;
    setSwitching(true);
    try {
      await switchToPassport(internals.client, selected.id);
    } catch (caught) {
      // The server says why (a passport revoked or expired since the list was shown); anything else is the plain failure.
      internals.toast('error', caught instanceof HttpError ? caught.message : formatMessage('switchPassportFailed', {}, session.locale));
      setSwitching(false);
      return;
    }
    internals.toast('success', formatMessage('switchPassportSucceed', {}, session.locale));
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !switching && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay}`} {...rootProps(session.theme)} />
        <Dialog.Content
          className={`foyer ${DIALOG.content} foyer-switch-passport`}
          {...rootProps(session.theme)}
          onCloseAutoFocus={(event) => focusBack(event, returnFocus)}
        >
          <header className={DIALOG.header}>
            <Dialog.Title className={DIALOG.title}>{t('switchPassport')}</Dialog.Title>
            <Dialog.Close className={`foyer-icon-button ${DIALOG.close}`} aria-label={t('close')} disabled={switching}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Dialog.Description className="foyer-switch-passport__current">
            {t('currentRole')}
            {session.user && <span className="foyer-chip">{roleLabel(session.user, session.locale)}</span>}
          </Dialog.Description>
          <PassportCarousel passports={passports} index={index} onIndexChange={setIndex} locale={session.locale} t={t} />
          <div className="foyer-switch-passport__actions">
            <Dialog.Close asChild>
              <button type="button" className="foyer-button foyer-button--secondary" disabled={switching}>
                {t('cancel')}
              </button>
            </Dialog.Close>
            <button type="button" className="foyer-button" disabled={!selected || switching} aria-busy={switching} onClick={() => void switchToSelected()}>
              {t('switch')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Opened from a menu that has closed since, so focus goes back to the element that opened the menu.
function focusBack(event: Event, returnFocus: RefObject<HTMLElement | null>) {
  event.preventDefault();
  returnFocus.current?.focus();
}
