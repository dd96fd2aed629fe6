import type { ThemePreference } from '@foyer/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import type { Translate } from '../i18n/translate.js';
import { CloseIcon } from '../icons/close-icon.js';
import { DIALOG } from '../styles/ui-classes.js';
import { rootProps } from '../util/root-props.js';

interface DialogFrameProps {
  layout: 'dialog' | 'drawer';
  title: string;
  description: string;
  theme: ThemePreference;
  t: Translate;
  onClose?(): void;
  children: ReactNode;
}

/** A modal dialog (full screen under 600 px) or a bottom drawer; focus is trapped and handed back to the opener. */
export function DialogFrame({ layout, title, description, theme, t, onClose, children }: DialogFrameProps) {
  // Opened from code, not a Radix trigger, so Radix has no trigger to refocus: remember the opener ourselves.
  const [opener] = useState(() => document.activeElement);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay}`} {...rootProps(theme)} />
        <Dialog.Content
          className={`foyer foyer-connect foyer-connect--${layout}${layout === 'dialog' ? ` ${DIALOG.frame}` : ''}`}
          {...rootProps(theme)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
        >
          <header className="foyer-connect__header">
            <Dialog.Title className="foyer-connect__title">{title}</Dialog.Title>
            <Dialog.Description className="foyer-connect__description">{description}</Dialog.Description>
            <Dialog.Close className="foyer-icon-button foyer-connect__close" aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
